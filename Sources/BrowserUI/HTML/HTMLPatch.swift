/// One change to the page the browser shows, addressed by element id: what `BrowserInterface.update()`
/// returns after a change, in the order to apply them. Codable as a flat JSON object
/// (`{"op":"setText","id":"s7-tab-1-badge","text":"2"}`), for a WebSocket.
///
/// - `setText`: set the element's text (`textContent`) to `text`.
/// - `setAttribute`: set attribute `name` to `value`.
/// - `removeAttribute`: remove attribute `name`.
/// - `replace`: replace the element (and its subtree) with the element in `html`.
/// - `insert`: insert the element in `html` as the child at `index` of element `id` (after the
///   removals before it in the list have been applied).
/// - `remove`: remove the element.
public struct HTMLPatch: Codable, Equatable, Sendable {
    /// What a patch does.
    public enum Operation: String, Codable, Sendable {
        /// Sets the element's text.
        case setText
        /// Sets an attribute.
        case setAttribute
        /// Removes an attribute.
        case removeAttribute
        /// Replaces the element with new HTML.
        case replace
        /// Inserts new HTML as a child at an index.
        case insert
        /// Removes the element.
        case remove
    }

    /// What the patch does.
    public var op: Operation
    /// The element it applies to (for `insert`, the parent).
    public var id: String
    /// The attribute's name (`setAttribute`, `removeAttribute`).
    public var name: String?
    /// The attribute's value (`setAttribute`).
    public var value: String?
    /// The new text (`setText`).
    public var text: String?
    /// The new element's HTML, escaped (`replace`, `insert`).
    public var html: String?
    /// The child index to insert at (`insert`).
    public var index: Int?

    /// Creates a patch; prefer the static constructors.
    public init(
        op: Operation, id: String, name: String? = nil, value: String? = nil, text: String? = nil, html: String? = nil,
        index: Int? = nil
    ) {
        self.op = op
        self.id = id
        self.name = name
        self.value = value
        self.text = text
        self.html = html
        self.index = index
    }

    /// Sets the text of element `id`.
    public static func setText(_ id: String, _ text: String) -> HTMLPatch {
        HTMLPatch(op: .setText, id: id, text: text)
    }

    /// Sets attribute `name` of element `id` to `value`.
    public static func setAttribute(_ id: String, name: String, value: String) -> HTMLPatch {
        HTMLPatch(op: .setAttribute, id: id, name: name, value: value)
    }

    /// Removes attribute `name` of element `id`.
    public static func removeAttribute(_ id: String, name: String) -> HTMLPatch {
        HTMLPatch(op: .removeAttribute, id: id, name: name)
    }

    /// Replaces element `id` with `html`.
    public static func replace(_ id: String, html: String) -> HTMLPatch {
        HTMLPatch(op: .replace, id: id, html: html)
    }

    /// Inserts `html` as child `index` of element `parent`.
    public static func insert(into parent: String, at index: Int, html: String) -> HTMLPatch {
        HTMLPatch(op: .insert, id: parent, html: html, index: index)
    }

    /// Removes element `id`.
    public static func remove(_ id: String) -> HTMLPatch {
        HTMLPatch(op: .remove, id: id)
    }
}
