public import Screens
public import Signals

/// The tab bar controller of a vended flow whose tabs are flows of their own: it takes the flow's
/// `Inputs` through `send(_:)` and reports its `Outputs` through `outputs`, while only the vending
/// coordinator, which got the `IOPorts` from `make`, handles those inputs and emits those outputs.
///
/// The vending coordinator usually feeds every tab's outputs, mapped by `mapIO`, into its inputs,
/// and answers them by selecting tabs or sending inputs to other tabs. Everything else is
/// `TabBarController`'s.
@MainActor
public final class IOTabBarController<Flow: VendingCoordinator>: TabBarController, IOViewController {
    /// The vending coordinator's inputs.
    public typealias Inputs = Flow.Inputs
    /// The vending coordinator's outputs.
    public typealias Outputs = Flow.Outputs

    private let channels: IOChannels<Flow>

    private init(channels: IOChannels<Flow>) {
        self.channels = channels
        super.init()
    }

    /// Makes the controller, with no tabs yet, and the ports for the vending coordinator to keep;
    /// nobody else can get them.
    public static func make() -> (controller: IOTabBarController, ports: IOPorts<Flow>) {
        let channels = IOChannels<Flow>()
        return (IOTabBarController(channels: channels), IOPorts(channels))
    }

    /// The flow's outputs; it ends when this controller is released.
    public var outputs: Signal<Outputs> { channels.outputBus.signal }

    /// Hands `input` to the vending coordinator's input handler, which runs before this returns.
    /// An input sent before the handler is registered is dropped.
    public func send(_ input: Inputs) {
        channels.send(input)
    }
}
