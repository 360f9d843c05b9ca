@testable import Screens

/// A shared, ordered record of the events the test doubles below hear.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) { events.append(event) }

    /// Returns the events recorded so far and starts a fresh record.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// A view controller that records its lifecycle and containment callbacks into a log.
@MainActor
final class RecordingViewController: ViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewDidLoad() { log.record("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.record("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.record("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        log.record("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.record("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A navigation delegate that records `willShow`/`didShow` into a log.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    let log: EventLog

    init(log: EventLog) { self.log = log }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.record("willShow(\(viewController.title ?? "?"))")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.record("didShow(\(viewController.title ?? "?"))")
    }
}

/// Puts `root` in a fresh visible window, so appearance callbacks run, and returns the window.
@MainActor
func showInWindow(_ root: ViewController) -> Window {
    let window = Window()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
