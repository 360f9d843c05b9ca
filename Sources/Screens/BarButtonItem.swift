/// A button shown in a navigation bar: a title and an action the user can trigger.
///
/// It is not a responder. Like UIKit's, it belongs to the navigation item that holds it, and through
/// that to a view controller: `navigationItem?.owningViewController` is where the responder chain
/// of its actions begins.
@MainActor
public final class BarButtonItem {
    /// The text shown on the button.
    public var title: String {
        didSet { if oldValue != title { navigationItem?.owningViewController?.barsNeedDisplay() } }
    }
    /// Whether the user can tap the button.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { navigationItem?.owningViewController?.barsNeedDisplay() } }
    }
    /// What happens when the user taps the button.
    public var action: (@MainActor (BarButtonItem) -> Void)?
    /// The navigation item whose bar shows this button (the last one it was put in), or `nil` while
    /// it is in none.
    public internal(set) weak var navigationItem: NavigationItem?

    /// Creates an item with a title and an optional action.
    public init(title: String, action: (@MainActor (BarButtonItem) -> Void)? = nil) {
        self.title = title
        self.action = action
    }

    /// Simulates the user tapping the button: runs the action if enabled. Returns whether it ran.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, let action else { return false }
        action(self)
        return true
    }
}
