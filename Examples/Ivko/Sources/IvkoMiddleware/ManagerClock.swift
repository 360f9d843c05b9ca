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

extension ManagerClock {
    /// A task that runs `work` now and then every `interval`, as background work (its requests
    /// wait behind any the user is waiting for), until the task is cancelled or `work` answers
    /// `false`. A manager's `work` holds the manager weakly and answers `false` once it is gone: the
    /// loop then holds the manager only while it works, never while it sleeps, so the manager goes
    /// when its owner lets go (the loop ends at its next wake-up).
    func repeating(every interval: Duration, _ work: @escaping @Sendable () async -> Bool) -> Task<Void, Never> {
        Task(priority: .utility) {
            while !Task.isCancelled {
                guard await work() else { return }
                do { try await sleep(for: interval) } catch { return }
            }
        }
    }
}
