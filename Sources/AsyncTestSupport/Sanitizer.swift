#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Testing

/// Whether the tests run under ThreadSanitizer, as the process itself says: its runtime is linked
/// into every sanitized binary (`swift test --sanitize=thread`), so no script has to announce it.
/// ThreadSanitizer slows every step 5–15× and brings its own allocator and shadow memory, so the
/// waits' time limits are stretched and memory figures mean nothing there (races are what is tested).
public enum Sanitizer {
    /// The sanitizer's name (`thread`) when this process runs under ThreadSanitizer, `nil` in a
    /// normal run.
    public static let active: String? = linksThreadSanitizer ? "thread" : nil

    /// The factor every bounded wait's limit is multiplied by: 10 under a sanitizer, else 1.
    public static var timeScale: Int { active == nil ? 1 : 10 }

    /// Whether resident-memory checks can hold: not under a sanitizer.
    public static var measuresMemory: Bool { active == nil }

    /// `limit` stretched by `timeScale`.
    public static func scaled(_ limit: Duration) -> Duration {
        limit * timeScale
    }

    /// Whether ThreadSanitizer's runtime is in the process: its entry point is one of the symbols
    /// the sanitized binary exports.
    private static var linksThreadSanitizer: Bool {
        #if canImport(Glibc) || canImport(Darwin)
        guard let process = dlopen(nil, RTLD_NOW) else { return false }
        return dlsym(process, "__tsan_init") != nil
        #else
        return false
        #endif
    }
}

extension Trait where Self == TimeLimitTrait {
    /// A test's or suite's time limit of `minutes`, stretched by `Sanitizer.timeScale` like every
    /// bounded wait: Swift Testing's own `.timeLimit` would cut a sanitized run short.
    public static func stretchedTimeLimit(minutes: Int) -> Self {
        .timeLimit(.minutes(minutes * Sanitizer.timeScale))
    }
}
