public import Coordinators
import IvkoMiddleware
import IvkoModel
import IvkoScreens
public import Screens
import Signals
import Logging

/// The design's NotificationCoordinator: it presents the signed-in customer's notifications in the
/// app without taking over the screen. The main tab bar starts one beside its tabs, over the tabs'
/// controller; it hears the customer's `NotificationManager` (from the `AppDependency`) and shows each
/// notification as its window's banner (`NotificationBanner`, `Window.banner`), one at a time, the
/// others waiting in order. While anything is presented over the tabs (a sheet such as the
/// checkout, an alert) a banner waits and shows once it is gone. The banner's button opens what the
/// notification is about through the design's global display, sent up the chain from here
/// (`Display(ShopPage.order(number:))`, a promotion's `Display(ShopPage.product(style:))`); Dismiss
/// lets it go, and the next waiting one shows. Stopping takes its banner down.
@MainActor
public final class NotificationCoordinator: Coordinator<ViewController>, DisplayObserver {
    /// The most notifications that wait to be shown; beyond it the oldest waiting one is let go.
    public static let mostWaiting = 20

    private let logger: Logger
    private var waiting: [ShopNotification] = []
    private var shown: NotificationBanner?
    private var listening: Task<Void, Never>?
    /// The window watched for its presentations to end, while a banner waits for that.
    private weak var watchedWindow: Window?

    /// A coordinator showing notifications over `root` (the tabs' controller) in its window.
    public init(over root: ViewController) {
        logger = Logger(label: "ivko.app")
        super.init(rootViewController: root, identifier: "notifications")
    }

    /// Nothing: the tabs' controller stays its own coordinator's (the main tab bar's), so no message
    /// from the tabs comes this way; this coordinator only shows over it.
    public override func activate() {}

    /// None: the controller it shows over is the main tab bar's to manage.
    public override var managedViewControllers: [ViewController] { [] }

    /// Starts hearing the customer's notifications.
    public override func start() {
        super.start()
        let manager: NotificationManager
        do {
            manager = try requiredDependency(AppDependency.self, \.notifications)
        } catch {
            logger.error("no notifications to show", metadata: ["error": "\(error)"])
            return
        }
        let notifications = manager.notifications()
        listening = Task { [weak self] in
            for await notification in notifications {
                guard !Task.isCancelled, let self else { return }
                self.receive(notification)
            }
        }
    }

    /// Stops hearing them and takes the banner down.
    public override func willStop() {
        listening?.cancel()
        listening = nil
        stopWatching()
        if let shown, let window = shown.window, window.banner === shown { window.banner = nil }
        shown = nil
        waiting.removeAll()
        super.willStop()
    }

    /// Something changed in the watched window: a presentation may have ended.
    public func displayDidChange(_ change: DisplayChange) {
        showNext()
    }

    private func receive(_ notification: ShopNotification) {
        waiting.append(notification)
        if waiting.count > Self.mostWaiting {
            logger.info("a notification was let go unseen: too many wait", metadata: ["id": "\(waiting[0].id)"])
            waiting.removeFirst()
        }
        showNext()
    }

    /// Shows the first waiting notification when none is shown and nothing is presented over the tabs.
    private func showNext() {
        guard shown == nil, !waiting.isEmpty, let window = rootViewController.view.window else { return }
        guard window.presentationStack.count <= 1 else {
            watch(window)
            return
        }
        stopWatching()
        let banner = NotificationBanner(waiting.removeFirst())
        banner.outputs.observe(weak: self) { coordinator, output in coordinator.handle(output) }
        shown = banner
        window.banner = banner
    }

    private func handle(_ output: NotificationBanner.Outputs) {
        switch output {
        case .open(let notification):
            letGo()
            sendAction(Display(Self.page(for: notification.content)))
        case .dismiss:
            letGo()
        }
        showNext()
    }

    private func letGo() {
        if let shown, let window = shown.window, window.banner === shown { window.banner = nil }
        shown = nil
    }

    /// The page a notification opens: the order's, or the promotion's product (a promotion naming
    /// none has no button to open it).
    static func page(for content: ShopNotification.Content) -> ShopPage {
        switch content {
        case .orderStatus(let number, _): .order(number: number.rawValue)
        case .promotion(_, _, let style): style.map { .product(style: $0.rawValue) } ?? .home
        }
    }

    private func watch(_ window: Window) {
        guard watchedWindow !== window else { return }
        stopWatching()
        watchedWindow = window
        window.addDisplayObserver(self)
    }

    private func stopWatching() {
        watchedWindow?.removeDisplayObserver(self)
        watchedWindow = nil
    }
}
