import Foundation

/// A value behind a lock, for the little state that must be read and changed synchronously from any
/// thread (a counter, a setting, something made once and read later), where an actor's `await`
/// would not do. Every read and change goes through ``withLock(_:)``.
///
/// The lock is Foundation's `NSLock` (a POSIX mutex) on every platform. The standard library's
/// `Mutex` needs macOS 15 and iOS 18, later than the package's minimum, and on Linux it waits on the
/// kernel's futex directly, which ThreadSanitizer cannot see: every access under it would be
/// reported as a race. `state` is only ever read or written inside `withLock`, hence
/// `@unchecked Sendable`.
public final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// `state`, from now on behind the lock.
    public init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the state with the lock held and answers what it answers (or throws what it
    /// throws). `body` must be short, must not block, and must not take this lock again.
    public func withLock<Result: Sendable, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
