import Foundation

/// A barrier for scripted requests (`BackendFault.hold`): held requests wait at the gate until a
/// test opens it, so "10 calls in flight while the session expires" is exact instead of timed.
///
/// ```swift
/// let gate = RequestGate()
/// server.faults.script(.hold(gate), path: "customer", count: 10)
/// // start 10 calls, then:
/// await gate.waitForArrivals(10)
/// await server.forceExpireSessions()
/// gate.open()
/// ```
public final class RequestGate: Sendable, Hashable {
    private struct State {
        var isOpen = false
        var arrivals = 0
        var held: [UUID: CheckedContinuation<Void, Never>] = [:]
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// Creates a closed gate.
    public init() {}

    /// How many requests have reached the gate so far.
    public var arrivals: Int { state.withLock { $0.arrivals } }

    /// Lets every held request go on, and every later one pass straight through.
    public func open() {
        let held = state.withLock { state in
            state.isOpen = true
            defer { state.held.removeAll() }
            return Array(state.held.values)
        }
        held.forEach { $0.resume() }
    }

    /// Returns once at least `count` requests have reached the gate.
    public func waitForArrivals(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let isDone = state.withLock { state in
                guard state.arrivals < count else { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if isDone { continuation.resume() }
        }
    }

    /// Holds the calling request until the gate opens (or the request's task is cancelled).
    func pass() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (passNow, satisfied) = state.withLock { state in
                    state.arrivals += 1
                    let satisfied = state.watchers.filter { $0.count <= state.arrivals }.map(\.continuation)
                    state.watchers.removeAll { $0.count <= state.arrivals }
                    if state.isOpen || Task.isCancelled { return (true, satisfied) }
                    state.held[id] = continuation
                    return (false, satisfied)
                }
                satisfied.forEach { $0.resume() }
                if passNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.held.removeValue(forKey: id) }?.resume()
        }
    }

    /// Gates are equal only to themselves.
    public static func == (lhs: RequestGate, rhs: RequestGate) -> Bool { lhs === rhs }

    /// Hashes the gate's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
