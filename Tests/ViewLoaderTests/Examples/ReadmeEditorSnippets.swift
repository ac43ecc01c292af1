import Foundation
import Testing
import ViewLoader

// README.md's "Reloading changed files" block, compiled and run (ReadmeTests checks it).

/// Renders every nib whose file is saved, until the task running it is cancelled.
func reloadOnSave(directory: URL, registry: TypeRegistry, render: (Nib) -> Void) async throws {
  // README: watching
  let library = NibLibrary(directory: directory, registry: registry, watchesForChanges: true)
  for await name in library.changes {  // "Profile" when Profile.nib is saved
    render(try library.nib(named: name))  // read again, as is every nib that includes it
  }
  // README: end
}

@Test func readmeWatchingSnippetRuns() async throws {
  let folder = try NibFolder(["Profile": profileXML])
  let started = Locked(false)
  let rendered = Locked<[String]>([])
  let task = Task {
    started.withLock { $0 = true }
    try await reloadOnSave(directory: folder.url, registry: makeRegistry()) { nib in
      rendered.withLock { $0.append(nib.name) }
    }
  }
  // The library is made inside the task, which the shared pool may start late: save until a
  // render shows it was watching, within a generous bound once it started (how soon is not
  // measured).
  var deadline = Date().addingTimeInterval(300)
  var counting = false
  while rendered.withLock({ $0.isEmpty }) && Date() < deadline {
    if !counting && started.withLock({ $0 }) {
      counting = true
      deadline = Date().addingTimeInterval(120)
    }
    try folder.write("Profile", profileXML)
    try await Task.sleep(nanoseconds: 50_000_000)
  }
  task.cancel()
  #expect(rendered.withLock { $0.first } == "Profile")
}
