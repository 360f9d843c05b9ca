import Coordinators
public import Testing

/// A test or suite trait that fails the test for every message nobody handled while it ran: a
/// button whose message no responder answers fails the test that taps it, even when the sender
/// dropped the error (an action's `MessageFailed` that nobody handles either).
///
/// ```swift
/// @MainActor
/// @Suite("Notes", .failsOnUnhandledMessages)
/// struct NotesTests {
///     @Test func deleteAsksTheStore() async throws { ... }   // an unhandled Delete fails it, with its route
/// }
/// ```
///
/// It watches the dispatches sent from the test's task and the tasks it starts (see
/// `MessageTrace.observing(with:_:)`), so tests running in parallel never fail each other; a
/// test's own observers still see every dispatch. The program itself logs the same messages at
/// error level (logger label `layers.coordinators`).
public struct UnhandledMessagesFailTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Runs the test with an observer that records an issue for each message nobody handled.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let observer = UnhandledMessageIssues(sourceLocation: test.sourceLocation)
        try await MessageTrace.observing(with: observer) { try await function() }
    }
}

extension Trait where Self == UnhandledMessagesFailTrait {
    /// Fails the test for every message nobody handled while it ran, naming the message, its sender
    /// and the route it walked.
    public static var failsOnUnhandledMessages: Self { Self() }
}

/// Records an issue for each dispatch that ended unhandled.
@MainActor
private final class UnhandledMessageIssues: DispatchObserver {
    private let sourceLocation: SourceLocation

    nonisolated init(sourceLocation: SourceLocation) {
        self.sourceLocation = sourceLocation
    }

    func didDispatch(_ record: DispatchRecord) {
        guard record.outcome == .unhandled else { return }
        let route = record.path.isEmpty ? "(no responder above the sender)" : record.path.map(\.description).joined(separator: " → ")
        Issue.record("Nobody handled \(record.message) sent by \(record.sender): \(route)", sourceLocation: sourceLocation)
    }
}
