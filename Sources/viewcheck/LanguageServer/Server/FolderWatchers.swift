import FoundationEssentials
import ViewLoader

/// Watches the folders of the open documents for nib files changed on disk (another
/// program's edit of an included file, a `git checkout`), through the library's own
/// watching (`NibLibrary(directory:registry:watchesForChanges:)`), and tells the server's
/// loop.
final class FolderWatchers {
  private struct Watch {
    let library: NibLibrary
    let task: Task<Void, Never>
  }

  private let queue: EventQueue
  private var watches: [String: Watch] = [:]

  init(queue: EventQueue) {
    self.queue = queue
  }

  /// Watches exactly these folders (starting and stopping watches as needed).
  func watch(_ folders: Set<String>) {
    for (folder, watch) in watches where !folders.contains(folder) {
      watch.task.cancel()
      watches[folder] = nil
    }
    for folder in folders where watches[folder] == nil {
      let library = NibLibrary(
        directory: URL(fileURLWithPath: folder), registry: .standard, watchesForChanges: true)
      let changes = library.changes
      let queue = self.queue
      // The task holds the stream, not the library: dropping the library ends the stream.
      let task = Task.detached {
        for await name in changes {
          queue.push(.filesChanged(folder: folder, names: [name]))
        }
      }
      watches[folder] = Watch(library: library, task: task)
    }
  }

  /// The folders watched.
  var folders: Set<String> { Set(watches.keys) }
}
