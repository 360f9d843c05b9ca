#if canImport(Darwin)
import Foundation
#else
import Synchronization
#endif

#if canImport(Darwin)
/// State behind a lock, for the module's types to share across threads. On Apple platforms the
/// standard library's `Mutex` needs macOS 15 and iOS 18, later than the package's minimum (macOS 14,
/// iOS 17), so the lock there is Foundation's `NSLock`: `state` is only ever read or written inside
/// `withLock`, hence `@unchecked Sendable`.
final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// `state`, from now on behind the lock.
    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the state with the lock held. `body` must not block or take this lock again.
    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
#else
/// State behind a lock, for the module's types to share across threads: the standard library's
/// `Mutex` (on Apple platforms it needs a later system than the package's minimum, see the other
/// branch of this file).
final class Locked<State: Sendable>: Sendable {
    private let mutex: Mutex<State>

    /// `state`, from now on behind the lock.
    init(_ state: State) {
        mutex = Mutex(state)
    }

    /// Runs `body` on the state with the lock held. `body` must not block or take this lock again.
    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        mutex.withLock { state in body(&state) }
    }
}
#endif
