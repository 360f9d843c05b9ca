public import Coordinators
public import Screens

/// A view controller that runs a stateful coordinator inside a vended flow: it starts the
/// coordinator, shows the coordinator's root as its only child, and keeps the coordinator alive for
/// as long as it lives itself.
///
/// The hosted coordinator has no parent, so its messages go from it to this controller and on up
/// the chain of whatever shows this controller (a navigation or tab bar controller, a presenter),
/// to the stateful coordinators above. For the same reason no dependencies reach it from a tree:
/// hand it what it needs (`setDependency`) before hosting it, as `vend` hands its dependencies to
/// everything it makes. A result it produces reaches the vending coordinator as a signal the
/// coordinator exposes, mapped by `mapIO` like any screen's outputs.
///
/// ```swift
/// case .signUp:
///     let builder = SignUpBuilder()
///     let host = try CoordinatorHostingController(hosting: builder)
///     io.addInputs(builder.result.map(mapIO))
///     navigation.present(host, animated: true)
/// ```
@MainActor
public final class CoordinatorHostingController: ViewController {
    /// The hosted coordinator, started by `init` and held for as long as this controller lives.
    public let coordinator: AnyCoordinator
    private let content: ViewController

    /// Hosts `coordinator`: its root becomes this controller's child, it is started, and its
    /// coordinating chain continues here. A coordinator already started elsewhere is stopped there
    /// first. Fails with `addChild`'s error (`.alreadyPresented` for a root that is presented),
    /// starting nothing.
    public init<Root: ViewController>(hosting coordinator: Coordinator<Root>) throws(ScreensError) {
        let root = coordinator.rootViewController
        self.coordinator = coordinator
        content = root
        super.init()
        if coordinator.parent != nil || coordinator.isStarted { coordinator.stop() }
        if case .failure(let error) = addChild(root) { throw error }
        root.didMove(toParent: self)
        coordinator.upstreamResponder = self
        coordinator.start()
    }

    /// The hosted root's title, so that a tab or navigation bar showing this controller shows it.
    public override var title: String? {
        get { content.title }
        set { content.title = newValue }
    }

    /// A plain view holding the hosted root's view.
    public override func loadView() {
        let container = View()
        container.addSubview(content.view)
        view = container
    }
}
