import Dispatch
import ViewLoader

/// What the server's loop handles, in the order it happened.
enum ServerEvent: Sendable {
  /// A frame read from the client.
  case frame(MessageReader.Frame)
  /// Files changed on disk in a watched folder (nib names).
  case filesChanged(folder: String, names: [String])
}

/// The events waiting for the server's loop. The reader of the client's input may get ahead
/// of the loop by ``capacity`` frames at most (then it waits), so a client that sends faster
/// than the server works cannot grow the queue without bound; file changes, few and small,
/// never wait.
final class EventQueue: Sendable {
  static let capacity = 64

  private let events = Locked<[(event: ServerEvent, holdsSpace: Bool)]>([])
  private let available = DispatchSemaphore(value: 0)
  private let space = DispatchSemaphore(value: EventQueue.capacity)

  /// Adds a frame from the client, waiting while the queue is full.
  func push(frame: MessageReader.Frame) {
    space.wait()
    events.withLock { $0.append((.frame(frame), true)) }
    available.signal()
  }

  /// Adds an event that does not wait.
  func push(_ event: ServerEvent) {
    events.withLock { $0.append((event, false)) }
    available.signal()
  }

  /// The next event, waiting for one.
  func pop() -> ServerEvent {
    available.wait()
    let (event, holdsSpace) = events.withLock { $0.removeFirst() }
    if holdsSpace { space.signal() }
    return event
  }

  /// Whether no event is waiting.
  var isEmpty: Bool { events.withLock { $0.isEmpty } }
}
