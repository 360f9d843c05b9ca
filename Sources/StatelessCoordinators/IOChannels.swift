import Signals

/// The signals an IO container owns: the inputs sent to it or fed by its screens, and the outputs
/// its vending coordinator emits or forwards. They live exactly as long as the container.
@MainActor
final class IOChannels<Flow: VendingCoordinator> {
    let inputBus = SignalBus<Flow.Inputs>()
    let outputBus = SignalBus<Flow.Outputs>()
    private let sentInputs = SignalPipe<Flow.Inputs>()
    private let emittedOutputs = SignalPipe<Flow.Outputs>()

    init() {
        inputBus.add(sentInputs.signal)
        outputBus.add(emittedOutputs.signal)
    }

    /// An input from outside the flow.
    func send(_ input: Flow.Inputs) {
        sentInputs.send(input)
    }

    /// An output from the vending coordinator.
    func emit(_ output: Flow.Outputs) {
        emittedOutputs.send(output)
    }
}
