import Signals

/// Records every value of a signal (a screen's or a cell model's outputs) while it lives.
@MainActor
final class OutputRecorder<Value> {
    /// The values, in the order they came.
    private(set) var values: [Value] = []

    /// Records `signal` from now on.
    init(_ signal: Signal<Value>) {
        signal.observe(weak: self) { recorder, value in recorder.values.append(value) }
    }
}
