import Foundation
import Testing

@testable import ViewLoader

/// The nibs of the stress test: includes shared by several files, a stub, an include chain,
/// and files that fail in the reader, the compiler and an included file.
private let stressFiles: [String: String] = [
  "Screen": #"""
  <nib version="1" owner="ScreenOwner">
    <View frame="0 0 320 480">
      <Label outlet="title" text="Screen"/>
      <Button title="Go"><action event="touchUpInside" handler="tapped"/></Button>
      <include nib="Footer"/>
      <stub nib="Details" outlet="details" frame="0 100 320 100"/>
    </View>
  </nib>
  """#,
  "Other": #"""
  <nib version="1" owner="ScreenOwner">
    <View><Label outlet="title" text="Other"/><include nib="Footer"/><include nib="Row"/></View>
  </nib>
  """#,
  "Footer": #"<nib version="1"><Label outlet="footer" text="footer"/><include nib="Row"/></nib>"#,
  "Row": #"<nib version="1"><View frame="0 0 10 10"><Switch isOn="true"/></View></nib>"#,
  "Details": #"<nib version="1"><View><Label outlet="detailLabel" text="more"/></View></nib>"#,
  "Chain0": #"<nib version="1"><include nib="Chain1"/></nib>"#,
  "Chain1": #"<nib version="1"><include nib="Chain2"/></nib>"#,
  "Chain2": #"<nib version="1"><include nib="Row"/><View/></nib>"#,
  "Broken": #"<nib version="1"><View frame="0 0"/><Lable/></nib>"#,
  "Garbage": "<nib version=\"1\"><View>\u{1}</nib>",
  "IncludesBroken": #"<nib version="1"><include nib="Broken"/><include nib="Broken"/></nib>"#,
]

/// One load, instantiation, stub inflation and lint, described as text to compare runs.
private func exercise(_ name: String, library: NibLibrary, folder: NibFolder) -> String {
  var lines: [String] = []
  do {
    let nib = try library.nib(named: name)
    let owner = ScreenOwner()
    let loaded = try nib.instantiate(owner: owner)
    lines.append(
      "views: "
        + loaded.objects(ofType: View.self).map { "\(type(of: $0))" }
        .joined(separator: " "))
    lines.append("outlets: \(owner.title?.text ?? "-") \(owner.footer?.text ?? "-")")
    for stub in loaded.objects(ofType: Stub.self) {
      let view = try stub.inflate()
      lines.append("inflated: \(type(of: view)) \(owner.detailLabel?.text ?? "-")")
    }
    for button in loaded.objects(ofType: Button.self) { button.sendActions(for: .touchUpInside) }
    lines.append("taps: \(owner.taps)")
  } catch let error as NibError {
    lines += error.diagnostics.map(\.description)
  } catch {
    lines.append("unexpected: \(error)")
  }
  do {
    lines += try Linter().lint(path: folder.path(name)).map(\.description)
  } catch {
    lines.append("linter: \(error)")
  }
  return lines.joined(separator: "\n")
}

@Suite struct NibLibraryStressTests {
  /// Many threads load, instantiate, inflate and lint the same and different files through one
  /// library at once; every result equals a serial run's, and each file is parsed once.
  @Test func concurrentUseMatchesASerialRun() throws {
    let folder = try NibFolder(stressFiles)
    let names = stressFiles.keys.sorted()
    let serialLibrary = folder.library()
    let serial = Dictionary(
      uniqueKeysWithValues: names.map { ($0, exercise($0, library: serialLibrary, folder: folder)) }
    )

    // The serial run exercised what it should.
    #expect(serial["Screen"]?.contains("inflated: View more") == true)
    #expect(serial["Screen"]?.contains("taps: 1") == true)
    #expect(serial["Chain0"]?.hasPrefix("views: View Switch View") == true)
    #expect(serial["Broken"]?.contains("[unknown-element]") == true)
    #expect(serial["Garbage"]?.contains("[xml-syntax]") == true)
    #expect(serial["IncludesBroken"]?.contains("included from here") == true)

    let library = folder.library()
    let threads = 12
    let rounds = 20
    let results = Locked<[(String, String)]>([])
    let done = DispatchGroup()
    for thread in 0..<threads {
      done.enter()
      let worker = Thread {
        var mine: [(String, String)] = []
        for round in 0..<rounds {
          // Half the threads start on the same file; the others spread over all of them.
          let name =
            thread.isMultiple(of: 2) && round == 0
            ? "Screen" : names[(thread * 7 + round * 3) % names.count]
          mine.append((name, exercise(name, library: library, folder: folder)))
        }
        results.withLock { $0 += mine }
        done.leave()
      }
      worker.stackSize = 8 << 20
      worker.start()
    }
    done.wait()

    let all = results.withLock { $0 }
    #expect(all.count == threads * rounds)
    for (name, result) in all {
      #expect(result == serial[name], "\(name)")
    }
    // Concurrent use parses each file at most once.
    #expect(library.parseCount == serialLibrary.parseCount)
    #expect(library.parseCount <= names.count)
  }

  /// The same with Swift concurrency: a task group of many tasks over one library.
  @Test func taskGroupUseMatchesASerialRun() async throws {
    let folder = try NibFolder(stressFiles)
    let names = stressFiles.keys.sorted()
    let serialLibrary = folder.library()
    let serial = Dictionary(
      uniqueKeysWithValues: names.map { ($0, exercise($0, library: serialLibrary, folder: folder)) }
    )
    let library = folder.library()
    let all = await withTaskGroup(of: (String, String).self) { group in
      for index in 0..<200 {
        let name = names[(index * 5) % names.count]
        group.addTask { (name, exercise(name, library: library, folder: folder)) }
      }
      var all: [(String, String)] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(all.count == 200)
    for (name, result) in all {
      #expect(result == serial[name], "\(name)")
    }
    #expect(library.parseCount == serialLibrary.parseCount)
  }
}
