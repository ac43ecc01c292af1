import FoundationEssentials

/// A request's id: JSON-RPC allows a number or a string.
enum RequestID: Codable, Hashable, Sendable {
  case number(Int)
  case string(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    }
  }
}

/// An error answered to a request (JSON-RPC's `error` member).
struct ResponseError: Error, Codable, Equatable, Sendable {
  var code: Int
  var message: String

  /// The JSON was not valid.
  static let parseErrorCode = -32700
  /// The JSON was not a valid request object (or the frame around it was not valid).
  static let invalidRequestCode = -32600
  static let methodNotFoundCode = -32601
  static let invalidParamsCode = -32602
  static let internalErrorCode = -32603
  /// A request came before `initialize`.
  static let serverNotInitializedCode = -32002
  /// The request was valid but the server could not do it.
  static let requestFailedCode = -32803

  static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: methodNotFoundCode, message: "unknown method '\(method)'")
  }

  static func invalidParams(_ detail: String) -> ResponseError {
    ResponseError(code: invalidParamsCode, message: "invalid params: \(detail)")
  }
}

/// The members of an incoming message that say what it is: a request has a method and an id,
/// a notification a method and no id, a response (to a request of ours) neither method nor
/// params.
struct IncomingHeader: Decodable {
  var jsonrpc: String?
  var id: RequestID?
  var method: String?
  /// Whether the message has an `id` member at all (a `null` id is still an id).
  var hasID = false

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, id, method
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    jsonrpc = try? container.decodeIfPresent(String.self, forKey: .jsonrpc)
    hasID = container.contains(.id)
    id = try? container.decodeIfPresent(RequestID.self, forKey: .id)
    method = try? container.decodeIfPresent(String.self, forKey: .method)
  }
}

/// The `params` of a message, decoded as `Params`.
struct IncomingParams<Params: Decodable>: Decodable {
  var params: Params
}

/// A response: the id of the request and its result, or an error.
struct OutgoingResponse<Result: Encodable>: Encodable {
  var id: RequestID?
  var result: Result?
  var error: ResponseError?

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, id, result, error
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    // A response always has an id: `null` when the request's could not be read.
    try container.encode(id, forKey: .id)
    if let error {
      try container.encode(error, forKey: .error)
    } else {
      // `null` is a result too (no hover here, say).
      try container.encode(result, forKey: .result)
    }
  }
}

/// A notification the server sends.
struct OutgoingNotification<Params: Encodable>: Encodable {
  var method: String
  var params: Params

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, method, params
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    try container.encode(method, forKey: .method)
    try container.encode(params, forKey: .params)
  }
}

/// The `result` of a response that has nothing to say: `null`.
struct NoResult: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}
