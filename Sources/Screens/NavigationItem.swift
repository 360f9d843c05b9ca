/// What a navigation bar shows for one controller: title, back button and bar buttons.
@MainActor
public final class NavigationItem {
    /// The title shown in the bar; the controller's `title` is used when `nil`.
    public var title: String?
    /// The title of the back button that leads back to this controller from the next one.
    public var backButtonTitle: String?
    /// Whether the back button is hidden while this controller is on top (this also disables the
    /// interactive pop gesture).
    public var hidesBackButton = false
    /// Buttons on the leading side of the bar.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Buttons on the trailing side of the bar.
    public var rightBarButtonItems: [BarButtonItem] = []

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
}
