public import Signals

/// The vending coordinator's side of an IO container: the flow's inputs to handle and the right to
/// emit its outputs. Only the code that made the container gets it (from `make`).
///
/// Inputs arrive from outside (the container's `send(_:)`) and from the signals fed in with
/// `addInputs(_:)`, typically a screen's outputs mapped by `mapIO`. Outputs are emitted with
/// `emit(_:)` or forwarded from the signals fed in with `addOutputs(_:)`. The ports refer to the
/// container's signals weakly, so the flow's closures can capture them without keeping the
/// container alive; once it is gone they do nothing.
@MainActor
public struct IOPorts<Flow: VendingCoordinator> {
    /// Every input of the flow, in the order it arrived. Observe it once, with one exhaustive
    /// `switch`, tied to the container (`observe(weak:_:)`) so the handler holds it weakly.
    public let inputs: Signal<Flow.Inputs>
    private weak var channels: IOChannels<Flow>?

    init(_ channels: IOChannels<Flow>) {
        self.inputs = channels.inputBus.signal
        self.channels = channels
    }

    /// Feeds `signal`'s values into the flow's inputs for as long as its owner holds it, e.g.
    /// `io.addInputs(screen.outputs.map(mapIO))`. Feeding the same signal object twice delivers once.
    public func addInputs(_ signal: Signal<Flow.Inputs>) {
        channels?.inputBus.add(signal)
    }

    /// Forwards `signal`'s values as the flow's outputs for as long as its owner holds it, for a
    /// screen whose outputs map straight onto the flow's.
    public func addOutputs(_ signal: Signal<Flow.Outputs>) {
        channels?.outputBus.add(signal)
    }

    /// Reports `output` to the container's observers before returning.
    public func emit(_ output: Flow.Outputs) {
        channels?.emit(output)
    }
}
