/// What a navigation bar shows for one controller: title, back button and bar buttons.
@MainActor
public final class NavigationItem {
    /// The title shown in the bar; the controller's `title` is used when `nil`.
    public var title: String? {
        didSet { if oldValue != title { owningViewController?.barsNeedDisplay() } }
    }
    /// The title of the back button that leads back to this controller from the next one.
    public var backButtonTitle: String? {
        didSet { if oldValue != backButtonTitle { owningViewController?.barsNeedDisplay() } }
    }
    /// Whether the back button is hidden while this controller is on top (this also disables the
    /// interactive pop gesture).
    public var hidesBackButton = false {
        didSet { if oldValue != hidesBackButton { owningViewController?.barsNeedDisplay() } }
    }
    /// Buttons on the leading side of the bar.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { holdItems(leftBarButtonItems, replacing: oldValue) }
    }
    /// Buttons on the trailing side of the bar.
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { holdItems(rightBarButtonItems, replacing: oldValue) }
    }
    /// The view controller this item describes, so that a bar button item, which is not a responder,
    /// can find the responder chain its actions belong to (see `BarButtonItem.navigationItem`).
    public internal(set) weak var owningViewController: ViewController?

    /// Creates an empty item.
    public nonisolated init() {}

    /// The first leading button, if any.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first trailing button, if any.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Points the new items at this navigation item and releases the removed ones that still point here.
    private func holdItems(_ items: [BarButtonItem], replacing old: [BarButtonItem]) {
        owningViewController?.barsNeedDisplay()
        for item in old where item.navigationItem === self && !isHolding(item) {
            item.navigationItem = nil
        }
        for item in items {
            item.navigationItem = self
        }
    }

    private func isHolding(_ item: BarButtonItem) -> Bool {
        leftBarButtonItems.contains { $0 === item } || rightBarButtonItems.contains { $0 === item }
    }
}
