import AsyncTools
import Foundation

/// A barrier for scripted requests (`BackendFault.hold`, `.holdAnswer`): held requests wait at the
/// gate until a test opens it (or refuses it), so "10 calls in flight while the session expires" or
/// "the client dies while its order is on the server" is exact instead of timed.
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
        var isRefused = false
        var arrivals = 0
        var held: [UUID: CheckedContinuation<Bool, Never>] = [:]
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// Creates a closed gate.
    public init() {}

    /// How many requests have reached the gate so far.
    public var arrivals: Int { state.withLock { $0.arrivals } }

    /// Lets every held request go on, and every later one pass straight through.
    public func open() {
        release(refusing: false)
    }

    /// Ends every held request, and every later one, without letting it go on: its connection
    /// closes without an answer (the endpoint never runs for a request held before it).
    public func refuse() {
        release(refusing: true)
    }

    private func release(refusing: Bool) {
        let held = state.withLock { state in
            if refusing { state.isRefused = true } else { state.isOpen = true }
            defer { state.held.removeAll() }
            return Array(state.held.values)
        }
        held.forEach { $0.resume(returning: !refusing) }
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

    /// Holds the calling request until the gate opens or is refused (or the request's task is
    /// cancelled). Returns whether the request may go on.
    func pass() async -> Bool {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let (answerNow, satisfied) = state.withLock { state -> (Bool?, [CheckedContinuation<Void, Never>]) in
                    state.arrivals += 1
                    let satisfied = state.watchers.filter { $0.count <= state.arrivals }.map(\.continuation)
                    state.watchers.removeAll { $0.count <= state.arrivals }
                    if state.isRefused { return (false, satisfied) }
                    if state.isOpen || Task.isCancelled { return (true, satisfied) }
                    state.held[id] = continuation
                    return (nil, satisfied)
                }
                satisfied.forEach { $0.resume() }
                if let answerNow { continuation.resume(returning: answerNow) }
            }
        } onCancel: {
            state.withLock { $0.held.removeValue(forKey: id) }?.resume(returning: true)
        }
    }

    /// Gates are equal only to themselves.
    public static func == (lhs: RequestGate, rhs: RequestGate) -> Bool { lhs === rhs }

    /// Hashes the gate's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
