import Foundation
import Testing

/// A wait that ran out of time; the issue saying what was awaited is already recorded.
struct WaitTimedOut: Error, CustomStringConvertible {
    let description: String
}

/// Waits until `condition` holds, checking it again every millisecond. When `timeLimit` passes
/// first it records an issue naming `description` and throws `WaitTimedOut`, so a test whose
/// condition never comes fails instead of hanging. The pause between checks only spares the CPU;
/// the condition is the synchronisation.
func waitUntil(
    _ description: String,
    timeLimit: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async throws -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeLimit)
    while try await !condition() {
        guard clock.now < deadline else {
            let failure = WaitTimedOut(description: "waited \(timeLimit) in vain until \(description)")
            Issue.record("\(failure.description)", sourceLocation: sourceLocation)
            throw failure
        }
        try await Task.sleep(for: .milliseconds(1))
    }
}

extension Task {
    /// The task's value, waited for at most `timeLimit` (see `waitUntil`): a task that never ends
    /// fails the test instead of hanging it. The task itself is left running.
    func value(
        within timeLimit: Duration = .seconds(30),
        _ description: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Success {
        let outcome = TaskOutcome<Success, Failure>()
        Task<Void, Never> { outcome.result = await self.result }
        try await waitUntil(description, timeLimit: timeLimit, sourceLocation: sourceLocation) { outcome.result != nil }
        return try #require(outcome.result, sourceLocation: sourceLocation).get()
    }
}

/// Where `Task.value(within:_:)` keeps the result once the task has ended.
private final class TaskOutcome<Success: Sendable, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<Success, Failure>?

    var result: Result<Success, Failure>? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
