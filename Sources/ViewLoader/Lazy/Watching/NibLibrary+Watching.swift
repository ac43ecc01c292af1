extension NibLibrary {
  /// Drops what a change makes stale and returns the names to announce: the changed names,
  /// then the cached nibs that include them (directly or through others), in name order; for a
  /// change the watcher could not follow, every cached name.
  /// - Parameters:
  ///   - change: What the watcher saw.
  ///   - state: The library's cache.
  static func invalidate(_ change: DirectoryWatcher.Change, in state: Locked<State>) -> [String] {
    state.withLock { state in
      state.generation += 1
      switch change {
      case .everything:
        let names = state.entries.keys.sorted()
        state.entries.removeAll()
        state.includes.removeAll()
        return names
      case .names(let names):
        var invalid = Set(names)
        var pending = names
        while let name = pending.popLast() {
          for (includer, included) in state.includes
          where included.contains(name) && !invalid.contains(includer) {
            invalid.insert(includer)
            pending.append(includer)
          }
        }
        for name in invalid {
          state.entries[name] = nil
          state.includes[name] = nil
        }
        return names + invalid.subtracting(names).sorted()
      }
    }
  }
}
