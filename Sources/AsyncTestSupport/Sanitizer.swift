import Foundation
public import Testing

/// Whether the tests run under a sanitizer, as `.ci/tsan` says through `LAYERS_SANITIZER=thread`:
/// ThreadSanitizer slows every step 5–15× and brings its own allocator and shadow memory, so the
/// waits' time limits are stretched and memory figures mean nothing there (races are what is tested).
public enum Sanitizer {
    /// The sanitizer's name from `LAYERS_SANITIZER` (`thread`), `nil` in a normal run.
    public static let active: String? = ProcessInfo.processInfo.environment["LAYERS_SANITIZER"].flatMap { $0.isEmpty ? nil : $0 }

    /// The factor every bounded wait's limit is multiplied by: 10 under a sanitizer, else 1.
    public static var timeScale: Int { active == nil ? 1 : 10 }

    /// Whether resident-memory checks can hold: not under a sanitizer.
    public static var measuresMemory: Bool { active == nil }

    /// `limit` stretched by `timeScale`.
    public static func scaled(_ limit: Duration) -> Duration {
        limit * timeScale
    }
}

extension Trait where Self == TimeLimitTrait {
    /// A test's or suite's time limit of `minutes`, stretched by `Sanitizer.timeScale` like every
    /// bounded wait: Swift Testing's own `.timeLimit` would cut a sanitized run short.
    public static func stretchedTimeLimit(minutes: Int) -> Self {
        .timeLimit(.minutes(minutes * Sanitizer.timeScale))
    }
}
