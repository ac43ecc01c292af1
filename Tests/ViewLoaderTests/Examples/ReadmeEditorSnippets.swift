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
  let rendered = Locked<[String]>([])
  let task = Task {
    try await reloadOnSave(directory: folder.url, registry: makeRegistry()) { nib in
      rendered.withLock { $0.append(nib.name) }
    }
  }
  // The library is made inside the task, and the stream's values are taken there, both on
  // the shared pool, which has a thread per core: the suite's synchronous tests can hold them
  // all for minutes under a sanitizer (on 2 busy cores an ASan run gave up after 316 s with
  // no render, under the bounds of 300 s to start and 120 s after). Save until a render shows
  // it was watching; how soon is not measured, and only CI's own limit bounds the wait.
  let deadline = Date().addingTimeInterval(1_800)
  while rendered.withLock({ $0.isEmpty }) && Date() < deadline {
    try folder.write("Profile", profileXML)
    try await Task.sleep(nanoseconds: 50_000_000)
  }
  task.cancel()
  #expect(rendered.withLock { $0.first } == "Profile")
}
