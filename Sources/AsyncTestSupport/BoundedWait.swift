public import Testing
import AsyncTools
import Foundation

/// How long a bounded wait given no limit of its own waits for something that takes milliseconds
/// when all is well: `WaitLimitTrait.limit`, 10 seconds unless the test or its suite says otherwise
/// with the `.waitLimit(_:)` trait. A wait that would never end fails the test within seconds
/// instead of hanging it; under a sanitizer every limit is stretched (`Sanitizer`).
public var waitLimit: Duration { WaitLimitTrait.limit }

/// A wait that ran out of time; the issue saying what was awaited is already recorded.
public struct WaitTimedOut: Error, CustomStringConvertible {
    /// What was awaited and for how long.
    public let description: String

    /// A wait for `description` that ran out of time.
    public init(description: String) {
        self.description = description
    }
}

/// Waits until `condition` holds, checking it again after a pause that grows from 1 ms to 50 ms.
/// When `timeLimit` (stretched under a sanitizer, see `Sanitizer`) passes first it records an issue naming `description` and throws
/// `WaitTimedOut`, so a test whose condition never comes fails instead of hanging. The pauses
/// only spare the CPU; the condition is the synchronisation. The condition runs on the caller's
/// actor, so a main-actor test can look at its views directly.
public func waitUntil(
    _ description: String,
    timeLimit: Duration = waitLimit,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async throws -> Bool
) async throws {
    let timeLimit = Sanitizer.scaled(timeLimit)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeLimit)
    var pause = Duration.milliseconds(1)
    while try await !condition() {
        guard clock.now < deadline else {
            let failure = WaitTimedOut(description: "waited \(timeLimit) in vain until \(description)")
            Issue.record("\(failure.description)", sourceLocation: sourceLocation)
            throw failure
        }
        try await Task.sleep(for: pause)
        pause = min(pause * 2, .milliseconds(50))
    }
}

extension Task {
    /// The task's value, waited for at most `timeLimit` (see `waitUntil`; `description` says what
    /// ends with it): a task that never ends fails the test instead of hanging it. The task itself
    /// is left running.
    public func boundedValue(
        _ description: String,
        timeLimit: Duration = waitLimit,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Success {
        let outcome = TaskOutcome<Success, Failure>()
        Task<Void, Never> { outcome.result = await self.result }
        try await waitUntil(description, timeLimit: timeLimit, sourceLocation: sourceLocation) { outcome.result != nil }
        return try #require(outcome.result, sourceLocation: sourceLocation).get()
    }
}

/// Where `Task.boundedValue` keeps the result once the task has ended.
private final class TaskOutcome<Success: Sendable, Failure: Error>: Sendable {
    private let stored = Locked<Result<Success, Failure>?>(nil)

    var result: Result<Success, Failure>? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
