/// What the browser reports the user did, addressed by element id. Codable as a flat JSON object
/// (`{"kind":"click","id":"s12"}`, `{"kind":"input","id":"s4-input","text":"ada"}`,
/// `{"kind":"scroll","id":"s9","firstRow":120,"rowCount":30}`, `{"kind":"back"}`,
/// `{"kind":"resize","width":1280}`).
public struct BrowserEvent: Codable, Equatable, Sendable {
    /// The kind of event.
    public enum Kind: String, Codable, Sendable {
        /// A click (or Enter, or Space) on an element: a tap.
        case click
        /// The new value of a field (`text`): typed into it as the user would.
        case input
        /// Return in a field, or search in a search bar.
        case submit
        /// The element took focus.
        case focus
        /// A list was scrolled to show `rowCount` rows from `firstRow`.
        case scroll
        /// The browser's Back: the back button on screen, else a swipe on a sheet or an alert's cancel.
        case back
        /// Escape: cancels an editing search bar (when `id` names it), else as `back`.
        case escape
        /// The page is `width` CSS pixels wide now (on loading and on every resize): the window's
        /// size class follows it.
        case resize
    }

    /// The kind of event.
    public var kind: Kind
    /// The element's id (every kind but `back`; optional for `escape`).
    public var id: String?
    /// The field's whole new value (`input`).
    public var text: String?
    /// The first row shown (`scroll`).
    public var firstRow: Int?
    /// How many rows are shown (`scroll`).
    public var rowCount: Int?
    /// The page's width in CSS pixels (`resize`).
    public var width: Int?

    /// Creates an event; prefer the static constructors.
    public init(
        kind: Kind, id: String? = nil, text: String? = nil, firstRow: Int? = nil, rowCount: Int? = nil, width: Int? = nil
    ) {
        self.kind = kind
        self.id = id
        self.text = text
        self.firstRow = firstRow
        self.rowCount = rowCount
        self.width = width
    }

    /// A click on element `id`.
    public static func click(_ id: String) -> BrowserEvent {
        BrowserEvent(kind: .click, id: id)
    }

    /// Field `id` now holds `text`.
    public static func input(_ id: String, text: String) -> BrowserEvent {
        BrowserEvent(kind: .input, id: id, text: text)
    }

    /// Return (or search) in field `id`.
    public static func submit(_ id: String) -> BrowserEvent {
        BrowserEvent(kind: .submit, id: id)
    }

    /// Element `id` took focus.
    public static func focus(_ id: String) -> BrowserEvent {
        BrowserEvent(kind: .focus, id: id)
    }

    /// List `id` shows `rowCount` rows from `firstRow`.
    public static func scroll(_ id: String, firstRow: Int, rowCount: Int) -> BrowserEvent {
        BrowserEvent(kind: .scroll, id: id, firstRow: firstRow, rowCount: rowCount)
    }

    /// The browser's Back.
    public static let back = BrowserEvent(kind: .back)

    /// The page is `width` CSS pixels wide.
    public static func resize(width: Int) -> BrowserEvent {
        BrowserEvent(kind: .resize, width: width)
    }

    /// Escape, in element `id` if any.
    public static func escape(_ id: String? = nil) -> BrowserEvent {
        BrowserEvent(kind: .escape, id: id)
    }
}
