/// What a tab bar shows for one controller.
@MainActor
public final class TabBarItem {
    /// The tab's title; the controller's `title` is used when `nil`.
    public var title: String? {
        didSet { if oldValue != title { owningViewController?.barsNeedDisplay() } }
    }
    /// A short badge (e.g. a count), if any.
    public var badgeValue: String? {
        didSet { if oldValue != badgeValue { owningViewController?.barsNeedDisplay() } }
    }
    /// The tab's name in words for assistive technology, when its title and badge read badly
    /// together ("Cart, 1 item" rather than "Cart1"); `nil`: the title and badge.
    public var accessibilityLabel: String? {
        didSet { if oldValue != accessibilityLabel { owningViewController?.barsNeedDisplay() } }
    }
    /// Whether the user can select the tab.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { owningViewController?.barsNeedDisplay() } }
    }
    /// The controller this item describes, whose tab bar shows it.
    weak var owningViewController: ViewController?

    /// Creates an empty item.
    public nonisolated init() {}
}
