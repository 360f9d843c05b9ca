/// What a tab bar shows for one controller.
@MainActor
public final class TabBarItem {
    /// The tab's title; the controller's `title` is used when `nil`.
    public var title: String?
    /// A short badge (e.g. a count), if any.
    public var badgeValue: String?
    /// Whether the user can select the tab.
    public var isEnabled = true

    /// Creates an empty item.
    public nonisolated init() {}
}
