/// Runs async operations one at a time, in the order they arrived, each to its end: an operation's
/// suspension points never let another operation of the same gate in.
///
/// An actor's methods interleave at every `await`; an operation that must not (a change and a sync
/// of the same data, say) runs its body through the actor's gate:
///
/// ```swift
/// actor Cart {
///     private let gate = SerialGate()
///     private var lines: [Line] = []
///
///     func add(_ line: Line) async throws(CartError) {
///         try await gate.run { () throws(CartError) in
///             lines.append(line)
///             try await server.save(lines)  // no other operation of the gate starts meanwhile
///         }
///     }
/// }
/// ```
///
/// - **Order.** Operations enter in the order their `run` calls arrived (took the gate's lock). When
///   one ends, the gate passes straight to the longest waiting, so a newcomer never overtakes.
/// - **Isolation.** `body` runs in the caller's isolation (an actor's body reads and changes the
///   actor's state), and its errors keep their type.
/// - **Cancellation.** A waiting operation whose task is cancelled keeps its place and runs when
///   its turn comes, with `Task.isCancelled` true for `body` to check; so a cancelled waiter
///   neither overtakes the others nor leaves the gate held.
/// - **Not reentrant.** A body that runs an operation of its own gate waits for itself forever.
public final class SerialGate: Sendable {
    private struct State: Sendable {
        /// Whether an operation is running.
        var isHeld = false
        /// The operations waiting for their turn, longest waiting first.
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// A gate with nothing running.
    public init() {}

    /// Waits until every operation that arrived earlier has ended, then runs `body` and answers its
    /// result (or throws its error); the next operation waits until `body` has ended.
    public func run<Result, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        await enter(isolation: isolation)
        defer { leave() }
        return try await body()
    }

    /// How many operations are waiting for their turn now (not counting the one running).
    var waitingCount: Int {
        state.withLock { $0.waiters.count }
    }

    /// Returns once it is the caller's turn: at once when nothing runs (and nobody waits).
    private func enter(isolation: isolated (any Actor)?) async {
        let enteredNow = state.withLock { state in
            guard !state.isHeld else { return false }
            state.isHeld = true
            return true
        }
        if enteredNow { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // The operation running may have ended between the two looks at the state.
            let entersNow = state.withLock { state in
                guard state.isHeld else {
                    state.isHeld = true
                    return true
                }
                state.waiters.append(continuation)
                return false
            }
            if entersNow { continuation.resume() }
        }
    }

    /// Passes the gate to the longest waiting operation, or leaves it free when none waits.
    private func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiters.isEmpty else {
                state.isHeld = false
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.resume()
    }
}
