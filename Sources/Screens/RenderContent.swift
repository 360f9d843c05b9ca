/// What a view shows, described as a value for a renderer (a terminal renderer draws from it).
public struct RenderContent: Equatable, Sendable {
    /// The kind of element a renderer should draw.
    public enum Kind: String, Sendable {
        /// A plain view that only groups its subviews.
        case container
        /// Read-only text.
        case label
        /// A tappable button.
        case button
        /// An editable text field.
        case textField
        /// A scrolling list of cells.
        case list
        /// One cell of a list.
        case cell
        /// A determinate progress bar.
        case progress
        /// An indeterminate activity indicator.
        case activity
        /// A vertical or horizontal stack.
        case stack
        /// A navigation bar (title, back button, bar buttons).
        case navigationBar
        /// A tab bar (one item per tab).
        case tabBar
        /// A window.
        case window
        /// An alert: its title as text, its message as detail; its text fields and actions are subviews.
        case alert
        /// An action sheet: its title as text, its message as detail; its actions are subviews.
        case actionSheet
        /// One action of an alert or action sheet: its title, its style as detail; selected when preferred.
        case alertAction
        /// A list laid out and scrolled sideways (a carousel) of cells.
        case horizontalList
        /// An image: the text alternative as text, the image file's path as detail.
        case image
        /// A search field: the query as text, the placeholder as detail.
        case searchField
    }

    /// The kind of element.
    public var kind: Kind
    /// The main text, if any (a label's text, a button's title, a text field's shown text, an
    /// image's text alternative).
    public var text: String?
    /// Secondary text, if any (a placeholder, a back button title, a progress percentage, an
    /// image's file path).
    public var detail: String?
    /// Whether the element can take keyboard focus.
    public var isFocusable: Bool
    /// Whether the element reacts to input.
    public var isEnabled: Bool
    /// Whether the element is the selected one among its siblings (a selected tab or cell).
    public var isSelected: Bool

    /// Creates a description of a view's content.
    public init(
        kind: Kind,
        text: String? = nil,
        detail: String? = nil,
        isFocusable: Bool = false,
        isEnabled: Bool = true,
        isSelected: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.detail = detail
        self.isFocusable = isFocusable
        self.isEnabled = isEnabled
        self.isSelected = isSelected
    }
}
