import Foundation

/// A barrier a test opens: whoever calls `pass()` waits there until `open()`, so a request can be
/// held at an exact point (in a stub's responder, in a server route) for as long as the test needs.
/// It counts who arrived and who is held, for the test to wait on. Once open it stays open.
///
/// Its own lock, not `Locked`: the continuations it holds are resumed after the lock is released,
/// and every stored property is read and written with `lock` held, hence `@unchecked Sendable`.
public final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var arrived = 0
    private var held: [CheckedContinuation<Void, Never>] = []

    /// A closed gate.
    public init() {}

    /// How many callers have reached the gate so far.
    public var arrivals: Int { lock.withLock { arrived } }

    /// How many callers are waiting at the gate now.
    public var holding: Int { lock.withLock { held.count } }

    /// Waits until the gate is open (returns at once if it is).
    public func pass() async {
        await withCheckedContinuation { continuation in
            let passNow = lock.withLock {
                arrived += 1
                if !isOpen { held.append(continuation) }
                return isOpen
            }
            if passNow { continuation.resume() }
        }
    }

    /// Lets every held caller go on, and every later one straight through.
    public func open() {
        let released = lock.withLock {
            isOpen = true
            defer { held.removeAll() }
            return held
        }
        released.forEach { $0.resume() }
    }
}
