@testable import Signals

/// An object to capture in a handler, so that a weak reference to it tells whether the handler was released.
final class Probe {}

/// Observes a signal and keeps every value; a test can wait for a number of values to arrive.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var awaited: (count: Int, continuation: CheckedContinuation<Void, Never>)?

    init(_ signal: Signal<Value>) {
        signal.observe(weak: self) { recorder, value in recorder.record(value) }
    }

    private func record(_ value: Value) {
        values.append(value)
        if let awaited, values.count >= awaited.count {
            self.awaited = nil
            awaited.continuation.resume()
        }
    }

    /// Waits until `count` values have arrived, or the test's time limit cancels the wait; the caller
    /// checks `values`, so a cancelled wait fails the test instead of hanging it.
    func waitForValues(_ count: Int) async {
        guard values.count < count else { return }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    awaited = (count, continuation)
                }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting() }
        }
    }

    private func stopWaiting() {
        awaited?.continuation.resume()
        awaited = nil
    }
}

/// An owner as an app has one: an object that keeps its pipe private and hands out the signal.
@MainActor
final class Owner<Value> {
    let pipe = SignalPipe<Value>()
    var signal: Signal<Value> { pipe.signal }
}
