public import Screens
public import Signals

/// The navigation controller of a vended flow: it takes the flow's `Inputs` through `send(_:)` and
/// reports its `Outputs` through `outputs`, while only the vending coordinator, which got the
/// `IOPorts` from `make`, handles those inputs and emits those outputs.
///
/// Everything else is `NavigationController`'s: the user's back button and interactive pop work as
/// usual, a popped screen is released with its signals, and the flow stops hearing from it. The
/// flow's closures live as long as this controller.
@MainActor
public final class IONavigationController<Flow: VendingCoordinator>: NavigationController, IOViewController {
    /// The vending coordinator's inputs.
    public typealias Inputs = Flow.Inputs
    /// The vending coordinator's outputs.
    public typealias Outputs = Flow.Outputs

    private let channels: IOChannels<Flow>

    private init(channels: IOChannels<Flow>) {
        self.channels = channels
        super.init()
    }

    /// Makes the controller (with `rootViewController` at the bottom of its stack, if given) and
    /// the ports for the vending coordinator to keep; nobody else can get them.
    public static func make(
        rootViewController: ViewController? = nil
    ) -> (controller: IONavigationController, ports: IOPorts<Flow>) {
        let channels = IOChannels<Flow>()
        let controller = IONavigationController(channels: channels)
        if let rootViewController {
            controller.setViewControllers([rootViewController], animated: false)
        }
        return (controller, IOPorts(channels))
    }

    /// The flow's outputs; it ends when this controller is released.
    public var outputs: Signal<Outputs> { channels.outputBus.signal }

    /// Hands `input` to the vending coordinator's input handler, which runs before this returns.
    /// An input sent before the handler is registered is dropped.
    public func send(_ input: Inputs) {
        channels.send(input)
    }
}
