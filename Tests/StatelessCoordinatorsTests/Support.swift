import AsyncTestSupport
import Screens
import Signals
import Testing

/// Observes a signal and keeps every value, for as long as the recorder lives.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []

    init(_ signal: Signal<Value>) {
        signal.observe(weak: self) { recorder, value in recorder.values.append(value) }
    }
}

/// An object for a closure to capture, so that a weak reference to it tells whether the closure
/// was released.
final class Probe {}

extension NavigationController {
    /// The titles of the stack's screens, bottom first.
    var titles: [String] { viewControllers.map { $0.title ?? "?" } }
}

/// The outcome of an async call started with `awaitInBackground`, once it has one.
@MainActor
final class Awaited<Value> {
    private(set) var result: Result<Value, any Error>?

    /// Starts `body` in a task on the main actor; `result` is set when it returns or throws.
    init(_ body: @escaping @MainActor () async throws -> Value) {
        Task { @MainActor in
            do {
                self.result = .success(try await body())
            } catch {
                self.result = .failure(error)
            }
        }
    }

    /// Waits (within `waitUntil`'s limit) for the outcome; throws, with a recorded failure, if none came.
    func outcome(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Result<Value, any Error>? {
        try await waitUntil("the awaited call ended", sourceLocation: sourceLocation) { result != nil }
        return result
    }
}
