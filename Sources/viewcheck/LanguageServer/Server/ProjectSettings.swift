import Glibc
import ViewLoader

/// What the server lints, formats and completes with, for the documents of one folder: the
/// configuration `viewcheck` would use when run in that folder (the nearest `.viewcheck.json`
/// from there upward, with its schemas).
struct ProjectTools: Sendable {
  let linter: Linter
  let formatter: NibFormatter
  let vocabulary: NibVocabulary
}

/// The tools of each folder, made once and made again when the configuration file or one of
/// its schemas changes (by modification time and size) or appears.
final class ProjectSettings {
  private struct Entry {
    var stamps: [String: [Int]]
    var tools: Result<ProjectTools, RunFailure>
  }

  private var entries: [String: Entry] = [:]

  /// The tools for documents in `folder` (absolute), or why the configuration cannot be used.
  func tools(forFolder folder: String) -> Result<ProjectTools, RunFailure> {
    let stamps = Self.stamps(forFolder: folder)
    if let entry = entries[folder], entry.stamps == stamps { return entry.tools }
    let tools: Result<ProjectTools, RunFailure>
    do throws(RunFailure) {
      let settings = try RunSettings.load(config: nil, schemas: [], in: folder)
      do {
        let linter = try Linter(configuration: settings.configuration)
        tools = .success(
          ProjectTools(
            linter: linter, formatter: try NibFormatter(configuration: settings.configuration),
            vocabulary: NibVocabulary(linter: linter)))
      } catch {
        tools = .failure(RunFailure("\(error)"))
      }
    } catch {
      tools = .failure(error)
    }
    entries[folder] = Entry(stamps: stamps, tools: tools)
    return tools
  }

  /// Forgets every folder's tools (the configuration may have changed in ways no stamp shows).
  func reset() {
    entries = [:]
  }

  /// The configuration file that applies to `folder` and its schemas, each with what tells a
  /// change: modification time and size (nothing for a file that cannot be read).
  private static func stamps(forFolder folder: String) -> [String: [Int]] {
    guard let relative = ConfigFile.find(from: folder) else { return [:] }
    let path = PathName.absolute(relative, in: folder)
    var stamps = [path: stamp(path)]
    if let config = try? ConfigFile.load(path: relative, in: folder) {
      for schema in config.schemas {
        let schemaPath = PathName.absolute(schema, in: folder)
        stamps[schemaPath] = stamp(schemaPath)
      }
    }
    return stamps
  }

  private static func stamp(_ path: String) -> [Int] {
    var status = stat()
    guard stat(path, &status) == 0 else { return [] }
    return [status.st_mtim.tv_sec, status.st_mtim.tv_nsec, Int(status.st_size)]
  }
}
