public import Foundation

/// The time and the waiting a manager's policies use, injectable so tests run them without waiting.
public protocol ManagerClock: Sendable {
    /// The time now.
    var now: Date { get }
    /// Waits `duration` (throws when the task is cancelled).
    func sleep(for duration: Duration) async throws
}

/// The real clock: `Date()` and `Task.sleep`.
public struct SystemClock: ManagerClock {
    /// The clock.
    public init() {}

    /// The time now.
    public var now: Date { Date() }

    /// Sleeps the task for `duration`.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
