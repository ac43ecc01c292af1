/// One argument, classified.
enum ArgumentToken: Equatable {
  /// A long or short option, with the value given after `=` if any.
  case option(String, inline: String?)
  /// Anything else, or anything after `--`.
  case positional(String)
}

/// Walks the arguments of one subcommand.
struct ArgumentScanner {
  /// The arguments not yet read.
  var arguments: ArraySlice<String>
  /// The subcommand being parsed, for usage errors.
  let command: CommandName?
  private var afterTerminator = false

  /// Creates a scanner.
  init(arguments: ArraySlice<String>, command: CommandName?) {
    self.arguments = arguments
    self.command = command
  }

  /// The next token, or `nil` at the end.
  mutating func next() throws(UsageError) -> ArgumentToken? {
    while let argument = arguments.popFirst() {
      if afterTerminator { return .positional(argument) }
      if argument == "--" {
        afterTerminator = true
        continue
      }
      if argument.hasPrefix("--") {
        if let equals = argument.firstIndex(of: "=") {
          let name = String(argument[..<equals])
          return .option(name, inline: String(argument[argument.index(after: equals)...]))
        }
        return .option(argument, inline: nil)
      }
      if argument.hasPrefix("-"), argument.count > 1 {
        return .option(argument, inline: nil)
      }
      return .positional(argument)
    }
    return nil
  }

  /// The next positional argument; an option here is an error.
  mutating func nextPositional() throws(UsageError) -> String? {
    switch try next() {
    case nil: return nil
    case .positional(let value): return value
    case .option(let name, let inline): throw unknownOption(name, inline: inline)
    }
  }

  /// The next positional argument, which must be there.
  mutating func requiredPositional(named name: String) throws(UsageError) -> String {
    guard let value = try nextPositional() else {
      throw UsageError(message: "Missing expected argument '\(name)'", command: command)
    }
    return value
  }

  /// Fails unless every argument has been read.
  mutating func expectEnd() throws(UsageError) {
    switch try next() {
    case nil: return
    case .positional(let value):
      throw UsageError(message: "Unexpected argument '\(value)'", command: command)
    case .option(let name, let inline): throw unknownOption(name, inline: inline)
    }
  }

  /// The value of an option: after `=`, or the next argument unless that looks like an option.
  /// The two numbers of `--size <width> <height>`, each above 0 and at most 100,000 points.
  mutating func size(inline: String?) throws(UsageError) -> (Double, Double) {
    let width = try value(for: "--size", valueName: "width", inline: inline)
    let height = try value(for: "--size", valueName: "height", inline: nil)
    guard let w = Double(width), let h = Double(height), w > 0, h > 0, w <= 100_000, h <= 100_000
    else {
      throw UsageError(
        message: "The value '\(width) \(height)' is invalid for '--size <width> <height>': give "
          + "two numbers of points above 0, up to 100000", command: command)
    }
    return (w, h)
  }

  mutating func value(for option: String, valueName: String, inline: String?) throws(UsageError)
    -> String
  {
    if let inline { return inline }
    guard !afterTerminator, let value = arguments.first, value != "--",
      !(value.hasPrefix("-") && value.count > 1)
    else {
      throw UsageError(
        message: "Missing value for '\(option) <\(valueName)>'", command: command)
    }
    arguments.removeFirst()
    return value
  }

  /// The value of an option that takes one of a fixed set of words.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    for option: String, valueName: String, inline: String?
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    let text = try value(for: option, valueName: valueName, inline: inline)
    guard let choice = Choice(rawValue: text) else {
      let words = Choice.allCases.map { "'\($0.rawValue)'" }
      let list = words.dropLast().joined(separator: ", ") + " or " + words.last!
      throw UsageError(
        message: "The value '\(text)' is invalid for '\(option) <\(valueName)>'. "
          + "Please provide one of \(list).",
        command: command)
    }
    return choice
  }

  /// The value of an option that takes a whole number of at least 1.
  mutating func count(for option: String, valueName: String, inline: String?) throws(UsageError)
    -> Int
  {
    let text = try value(for: option, valueName: valueName, inline: inline)
    guard let count = Int(text), count >= 1 else {
      throw UsageError(
        message: "The value '\(text)' is invalid for '\(option) <\(valueName)>'. "
          + "Please provide a whole number of at least 1.",
        command: command)
    }
    return count
  }

  /// The value of `--shard`: `i/n`, two whole numbers with 1 <= i <= n.
  mutating func shard(for option: String, inline: String?) throws(UsageError) -> Shard {
    let text = try value(for: option, valueName: "i/n", inline: inline)
    do throws(Shard.ParseError) {
      return try Shard(parsing: text)
    } catch {
      throw UsageError(
        message: "The value '\(text)' is invalid for '\(option) <i/n>'. \(error.advice)",
        command: command)
    }
  }

  /// Checks that a flag was not given a value with `=`.
  func flag(_ option: String, inline: String?) throws(UsageError) {
    if inline != nil {
      throw UsageError(message: "The flag '\(option)' does not take a value", command: command)
    }
  }

  /// The error for an option this subcommand does not have.
  func unknownOption(_ name: String, inline: String?) -> UsageError {
    let spelled = inline.map { "\(name)=\($0)" } ?? name
    return UsageError(message: "Unknown option '\(spelled)'", command: command)
  }
}
