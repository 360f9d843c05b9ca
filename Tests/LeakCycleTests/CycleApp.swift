import Coordinators
import Foundation
import Screens
import Signals
import StatelessCoordinators

// A small app of coordinators for the navigation cycles: two page stacks in a tab bar, an item
// screen that asks for a vended screen of related items, a checkout child flow on the home stack,
// a stateful sheet and a vended sheet, scenes that sign in and out, and an app-wide signal that
// every signed-in tree observes.

/// The app's pages: home and its items in one tab, the cart in the other.
enum CyclePage: LinkablePage {
    case home, item(Int), cart

    var linkSegments: [String] {
        switch self {
        case .home: ["home"]
        case .item(let number): ["item", String(number)]
        case .cart: ["cart"]
        }
    }

    init(link: inout LinkReader) throws(InvalidLink) {
        switch try link.name() {
        case "home": self = .home
        case "item": self = .item(try link.int())
        case "cart": self = .cart
        case let name: throw link.unknownPage(name)
        }
    }
}

/// Asks the item's stack to push the vended screen of items related to `number`.
struct ShowRelated: Message { let number: Int }

/// An item's screen, with a button that asks for the related items.
final class ItemViewController: ViewController {
    let number: Int
    private(set) lazy var relatedButton = Button(title: "Related") { [number] button in
        button.sendAction(ShowRelated(number: number))
    }

    init(number: Int) {
        self.number = number
        super.init()
        title = "item \(number)"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(relatedButton)
    }
}

/// The related items as a stateless flow: `vend` returns the configured screen.
enum RelatedFlow: VendingCoordinator {
    typealias Inputs = RelatedViewController.Inputs
    typealias Outputs = RelatedViewController.Outputs

    static func vend(number: Int) -> RelatedViewController {
        let screen = RelatedViewController()
        screen.send(.show(number))
        return screen
    }
}

/// The screen of items related to one item: data in through `send`, the chosen item out through `outputs`.
final class RelatedViewController: ViewController, IOViewController {
    enum Inputs { case show(Int) }
    enum Outputs { case open(Int) }

    private let pipe = SignalPipe<Outputs>()
    private(set) var number = 0
    private(set) lazy var openButton = Button(title: "Open") { [weak self] _ in
        guard let self else { return }
        pipe.send(.open(number + 1))
    }

    var outputs: Signal<Outputs> { pipe.signal }

    func send(_ input: Inputs) {
        switch input {
        case .show(let number):
            self.number = number
            title = "related to \(number)"
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(openButton)
    }
}

/// The home tab: home and items; pushes the related items' vended screen and follows its output.
final class HomeStack: PageStackCoordinator<CyclePage> {
    init() {
        super.init(rootPage: .home, identifier: "home")
        handle(ShowRelated.self) { stack, message in stack.showRelated(to: message.number) }
    }

    override func canShow(_ page: CyclePage) -> Bool { page != .cart }

    override func viewController(for page: CyclePage) throws -> ViewController {
        switch page {
        case .item(let number): ItemViewController(number: number)
        default: ViewController()
        }
    }

    func showRelated(to number: Int) {
        let related = RelatedFlow.vend(number: number)
        related.outputs.observe(weak: self) { stack, output in
            switch output {
            case .open(let item): try? stack.showPage(.item(item))
            }
        }
        try? show(related)
    }
}

/// The cart tab.
final class CartStack: PageStackCoordinator<CyclePage> {
    init() { super.init(rootPage: .cart, identifier: "cart") }
    override func canShow(_ page: CyclePage) -> Bool { page == .cart }
    override func viewController(for page: CyclePage) throws -> ViewController { ViewController() }
}

/// A checkout on the home stack's navigation controller: address, then review, whose button ends
/// the flow with an order number.
final class CheckoutFlow: NavigationCoordinator {
    let orderNumber: Int
    private(set) lazy var placeButton = Button(title: "Place order") { [weak self] _ in
        guard let self else { return }
        finish(with: orderNumber)
    }

    init(navigationController: NavigationController, orderNumber: Int) {
        self.orderNumber = orderNumber
        super.init(navigationController: navigationController, identifier: "checkout")
    }

    override func start() {
        super.start()
        try? show(ViewController(), animated: false)
        let review = ViewController()
        review.view.addSubview(placeButton)
        try? show(review, animated: false)
    }
}

/// A stateful sheet: its own navigation controller with one screen.
final class FilterSheet: NavigationCoordinator {
    init() {
        let navigation = NavigationController()
        navigation.modalPresentationStyle = .sheet
        super.init(navigationController: navigation, identifier: "filters")
    }

    override func start() {
        super.start()
        try? show(ViewController(), animated: false)
    }
}

/// A vended sheet: settings whose toggles come out as the flow's outputs.
enum SettingsFlow: VendingCoordinator {
    enum Inputs { case toggled }
    enum Outputs { case changed }

    static func vend() -> IONavigationController<Self> {
        let screen = SettingsViewController()
        let (navigation, io) = IONavigationController<Self>.make(rootViewController: screen)
        navigation.modalPresentationStyle = .sheet
        io.addInputs(screen.outputs.map { _ in .toggled })
        io.inputs.observe { _ in io.emit(.changed) }
        return navigation
    }
}

/// The settings screen of the vended sheet.
final class SettingsViewController: ViewController, IOViewController {
    enum Inputs {}
    enum Outputs { case toggle }

    private let pipe = SignalPipe<Outputs>()
    private(set) lazy var toggleButton = Button(title: "Toggle") { [weak self] _ in self?.pipe.send(.toggle) }

    var outputs: Signal<Outputs> { pipe.signal }
    func send(_ input: Inputs) {}

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toggleButton)
    }
}

/// The signed-in tree: the two tabs; it follows the app-wide badge signal and the settings sheet's outputs.
final class CycleTabs: PageTabBarCoordinator<CyclePage> {
    private(set) var badge = 0
    private(set) var settingsChanges = 0
    private let badges: Signal<Int>

    init(badges: Signal<Int>) {
        self.badges = badges
        super.init(identifier: "tabs")
    }

    override func start() {
        super.start()
        setStacks([HomeStack(), CartStack()])
        badges.observe(weak: self) { tabs, count in tabs.badge = count }
    }

    var home: HomeStack? { stacks.first as? HomeStack }
    var cart: CartStack? { stacks.last as? CartStack }

    /// Presents the vended settings sheet and follows its outputs while it lives.
    func presentSettings() -> IONavigationController<SettingsFlow> {
        let settings = SettingsFlow.vend()
        settings.outputs.observe(weak: self) { tabs, _ in tabs.settingsChanges += 1 }
        tabBarController.present(settings, animated: true)
        return settings
    }
}

/// The scene's coordinator: a stage that shows the sign-in screen or the signed-in tabs.
final class CycleSceneCoordinator: SceneCoordinator<ViewController> {
    private(set) var tabs: CycleTabs?
    private(set) var signInScreen: ViewController?
    private let badges: Signal<Int>

    init(badges: Signal<Int>, identifier: String) {
        self.badges = badges
        super.init(rootViewController: ViewController(), identifier: identifier)
    }

    func signIn() {
        guard tabs == nil else { return }
        removeStageChild()
        let tree = CycleTabs(badges: badges)
        startChild(tree)
        embed(tree.rootViewController)
        tabs = tree
    }

    func signOut() {
        guard let tree = tabs else { return }
        removeStageChild()
        stopChild(tree)
        tabs = nil
        let screen = ViewController()
        adopt(screen)
        embed(screen)
        signInScreen = screen
    }

    private func embed(_ child: ViewController) {
        guard case .success = rootViewController.addChild(child) else { return }
        rootViewController.view.addSubview(child.view)
        child.didMove(toParent: rootViewController)
    }

    private func removeStageChild() {
        for child in rootViewController.children {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        signInScreen = nil
    }
}

/// A scene: a window with the scene coordinator, signed in at once.
final class CycleSceneDelegate: CoordinatingSceneDelegate {
    private let application: CycleAppDelegate
    private(set) var coordinator: CycleSceneCoordinator?

    init(application: CycleAppDelegate) {
        self.application = application
        super.init()
    }

    override func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
        let coordinator = CycleSceneCoordinator(badges: application.badges.signal, identifier: session.persistentIdentifier)
        coordinator.install(in: Window(windowScene: scene))
        application.coordinator.connect(coordinator)
        coordinator.signIn()
        self.coordinator = coordinator
    }

    override func sceneDidDisconnect(_ scene: Scene) {
        if let coordinator { application.coordinator.disconnect(coordinator) }
        coordinator = nil
        window = nil
    }
}

/// The composition root: the application coordinator and the app-wide badge signal.
final class CycleAppDelegate: Responder, ApplicationDelegate {
    let coordinator = ApplicationCoordinator(identifier: "app")
    let badges = SignalPipe<Int>()

    override init() {
        super.init()
        coordinator.start()
    }

    func application(
        _ application: Application, configurationForConnecting session: SceneSession, options: SceneConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "cycle", sessionRole: session.role) { [unowned self] () -> any SceneDelegate in
            CycleSceneDelegate(application: self)
        }
    }
}
