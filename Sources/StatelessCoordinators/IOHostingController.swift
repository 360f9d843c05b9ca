public import Screens
public import Signals

/// The container of a vended flow of one screen, to push onto a navigation stack or show anywhere
/// a single screen goes: it shows `content` as its only child, takes the flow's `Inputs` through
/// `send(_:)` and reports its `Outputs` through `outputs`, while only the vending coordinator, which
/// got the `IOPorts` from `make`, handles those inputs and emits those outputs.
///
/// A screen vended on its own has nowhere to keep the flow's closures, so a flow with side effects
/// (a fetch whose result comes back as an input) would have to send results straight to the
/// screen. Hosted here, the screen's outputs and the effects' outcomes are the flow's inputs, handled
/// by one exhaustive `switch` like any other flow's, and they live as long as this controller.
///
/// ```swift
/// let (host, io) = try IOHostingController<HistoryFlow, HistoryViewController>.make(content: HistoryViewController())
/// io.addInputs(host.content.outputs.compactMap(mapIO))
/// io.addInputs(effects.outcomes.map(mapIO))
/// ```
@MainActor
public final class IOHostingController<Flow: VendingCoordinator, Content: ViewController>: ViewController, IOViewController {
    /// The vending coordinator's inputs.
    public typealias Inputs = Flow.Inputs
    /// The vending coordinator's outputs.
    public typealias Outputs = Flow.Outputs

    /// The screen shown, for the flow to send its inputs to.
    public let content: Content
    private let channels: IOChannels<Flow>

    private init(content: Content, channels: IOChannels<Flow>) {
        self.content = content
        self.channels = channels
        super.init()
    }

    /// Makes the controller showing `content` and the ports for the vending coordinator to keep;
    /// nobody else can get them. A content shown in another container moves here, as with
    /// `addChild`; one that is presented fails with `.alreadyPresented`, making nothing.
    public static func make(content: Content) throws(ScreensError) -> (controller: IOHostingController, ports: IOPorts<Flow>) {
        let channels = IOChannels<Flow>()
        let controller = IOHostingController(content: content, channels: channels)
        if case .failure(let error) = controller.addChild(content) { throw error }
        content.didMove(toParent: controller)
        return (controller, IOPorts(channels))
    }

    /// The flow's outputs; it ends when this controller is released.
    public var outputs: Signal<Outputs> { channels.outputBus.signal }

    /// Hands `input` to the vending coordinator's input handler, which runs before this returns.
    /// An input sent before the handler is registered is dropped.
    public func send(_ input: Inputs) {
        channels.send(input)
    }

    /// The content's title, so that a navigation or tab bar showing this controller shows it.
    public override var title: String? {
        get { content.title }
        set { content.title = newValue }
    }

    /// A plain view holding the content's view.
    public override func loadView() {
        let container = View()
        container.addSubview(content.view)
        view = container
    }
}
