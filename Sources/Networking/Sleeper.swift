/// Waits between retries. Injected so tests can record the requested delays instead of sleeping.
public protocol Sleeper: Sendable {
    /// Waits for `duration`; throws `CancellationError` at once if the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// The real sleeper: `Task.sleep` on the continuous clock.
public struct TaskSleeper: Sleeper {
    /// The real sleeper.
    public init() {}

    /// Sleeps on the continuous clock.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
