public import Testing

/// A test or suite trait that sets how long the bounded waits inside it (`waitUntil`,
/// `withTimeLimit`, `boundedValue`, `firstValue(of:)`, `CountSignal.wait`) wait when they are given
/// no limit of their own: `waitLimit`.
///
/// The default is short, 10 seconds, so a test waiting for something that never comes fails
/// quickly. A suite whose waits can take longer on a busy machine (a server process starting, many
/// suites side by side on two cores) gives its own limit:
///
/// ```swift
/// @Suite("Checkout against the local backend", .waitLimit(.seconds(120)))
/// struct CheckoutTests { ... }
/// ```
///
/// A limit given to one wait (`waitUntil("shown", timeLimit: .seconds(30)) { ... }`) wins over the
/// trait. Under a sanitizer both are stretched like every limit (`Sanitizer`).
public struct WaitLimitTrait: TestTrait, SuiteTrait, TestScoping {
    /// The limit of the waits in the test's task and the tasks it starts, when they are given none.
    @TaskLocal public static var limit: Duration = .seconds(10)

    /// The limit this trait sets.
    public let duration: Duration

    /// Applied to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Runs the test with `duration` as the waits' limit.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Self.$limit.withValue(duration) { try await function() }
    }
}

extension Trait where Self == WaitLimitTrait {
    /// The bounded waits of this test (or every test of this suite) wait at most `limit` when they
    /// are given no limit of their own.
    public static func waitLimit(_ limit: Duration) -> Self {
        WaitLimitTrait(duration: limit)
    }
}
