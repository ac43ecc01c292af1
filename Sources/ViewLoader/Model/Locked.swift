#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`: the lock `NibLibrary`, templates (their owner-check
/// cache) and `viewcheck`'s workers use.
///
/// Not `Synchronization.Mutex`: on Linux it locks with raw futex calls, which ThreadSanitizer
/// cannot see, so TSan reported every access to a value behind it from two threads as a data
/// race, and `swift test --sanitize=thread` could not tell real races from those. pthread
/// mutexes are what TSan understands.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// Guards `value`.
  /// - Parameter value: The initial value.
  package init(_ value: consuming Value) {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    self.value = value
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value while holding the lock.
  /// - Parameter body: Reads or changes the value; it must not take the same lock again.
  /// - Returns: What `body` returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
