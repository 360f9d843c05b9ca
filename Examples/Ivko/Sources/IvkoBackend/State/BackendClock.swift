import AsyncTools
public import Foundation

/// The backend's source of "now", injected so tests can expire sessions and date orders without
/// waiting or depending on the real date.
public protocol BackendClock: Sendable {
    /// The current instant.
    func now() -> Date
}

/// The real wall clock.
public struct SystemBackendClock: BackendClock {
    /// Creates the wall clock.
    public init() {}

    /// The current instant.
    public func now() -> Date { Date() }
}

/// A clock that stands still until a test moves it.
public final class ManualBackendClock: BackendClock {
    /// 21.11.2026 14:03 in Belgrade, the moment of the API samples.
    public static let sampleMoment = Date(timeIntervalSince1970: 1_795_266_180)

    private let current: Locked<Date>

    /// Creates a clock showing `start`.
    public init(start: Date = ManualBackendClock.sampleMoment) {
        current = Locked(start)
    }

    /// The instant the clock shows.
    public func now() -> Date {
        current.withLock { $0 }
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}
