extension AnyCoordinator {
    /// Ends this coordinator's flow with `value` for a parent that awaits it with
    /// `startChild(_:returning:)`, then finishes as `finish()` does. Results are values (`Sendable`).
    public func finish<Value: Sendable>(with value: Value) {
        finishedValue = value
        finish()
    }

    /// Starts `child` and suspends until it stops, returning the value it finished with.
    ///
    /// Throws `CoordinatorError.finishedWithoutResult` when the child stops without a value of type
    /// `Value` (stopped by its parent, swiped away, or `finish()` without a value). A flow has one
    /// result and one awaiter: while a `startChild(_:returning:)` awaits `child`, another throws
    /// `CoordinatorError.resultAlreadyAwaited` at once and leaves the child and the first awaiter as
    /// they were.
    public func startChild<Value: Sendable>(
        _ child: AnyCoordinator, returning type: Value.Type = Value.self
    ) async throws -> Value {
        guard child.resultWaiter == nil else {
            throw CoordinatorError.resultAlreadyAwaited(coordinator: child.identifier)
        }
        return try await withCheckedThrowingContinuation { continuation in
            // Stopped before the waiter is set, so a restart ends the old run without this result.
            if child.parent != nil || child.isStarted { child.stop() }
            child.resultWaiter = { [identifier = child.identifier] value in
                if let result = value as? Value {
                    continuation.resume(returning: result)
                } else {
                    continuation.resume(throwing: CoordinatorError.finishedWithoutResult(coordinator: identifier))
                }
            }
            startChild(child)
        }
    }

    func deliverResult() {
        let waiter = resultWaiter
        let value = finishedValue
        resultWaiter = nil
        finishedValue = nil
        waiter?(value)
    }
}
