/// One element of a rendered page: a tag, an id every patch can address it by, attributes in a
/// fixed order, and either text or child elements (never both, so replacing the text of an
/// element never drops a child).
///
/// Each element built is stamped with a `version` of its own; an element kept from an earlier
/// render (a subtree whose views did not change) keeps its stamp, so comparing two pages skips
/// every subtree whose stamp is the same on both sides without looking inside it.
struct HTMLElement: Equatable, Sendable {
    /// The tag name (`button`, `ul`…).
    var tag: String
    /// The element's id, unique in the page.
    var id: String
    /// The attributes after the id, in the order written. A boolean attribute (`disabled`) is
    /// written bare.
    var attributes: [HTMLAttribute]
    /// The element's text, when it holds text rather than children.
    var text: String?
    /// The child elements, in order.
    var children: [HTMLElement]
    /// The stamp of the render that built this element (0: none); the same stamp on two elements
    /// means the same element, unchanged.
    var version: UInt64 = 0

    init(tag: String, id: String, attributes: [HTMLAttribute] = [], text: String? = nil, children: [HTMLElement] = []) {
        self.tag = tag
        self.id = id
        self.attributes = attributes
        self.text = children.isEmpty ? text : nil
        self.children = children
    }

    /// Whether the two elements are the same unchanged element: stamped by the same render.
    func isSameVersion(as other: HTMLElement) -> Bool {
        version != 0 && version == other.version
    }

    /// Two elements are equal when they write the same HTML (their stamps aside).
    static func == (lhs: HTMLElement, rhs: HTMLElement) -> Bool {
        if lhs.isSameVersion(as: rhs) { return true }
        return lhs.tag == rhs.tag && lhs.id == rhs.id && lhs.attributes == rhs.attributes && lhs.text == rhs.text
            && lhs.children == rhs.children
    }

    /// Tags written without content or a closing tag.
    static let voidTags: Set<String> = ["input", "img", "br", "hr"]

    /// The value of the attribute `name`, if the element has it.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Sets the attribute `name` (appending it when new).
    mutating func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(HTMLAttribute(name, value))
        }
    }

    /// The element as HTML, every text and attribute value escaped.
    var html: String {
        var output = ""
        write(into: &output)
        return output
    }

    /// Appends the element's HTML to `output`.
    func write(into output: inout String) {
        output += "<"
        output += tag
        output += " id=\""
        output += HTMLEscaping.attribute(id)
        output += "\""
        for attribute in attributes {
            output += " "
            output += attribute.name
            if !(attribute.value.isEmpty && HTMLAttribute.booleanNames.contains(attribute.name)) {
                output += "=\""
                output += HTMLEscaping.attribute(attribute.value)
                output += "\""
            }
        }
        output += ">"
        guard !Self.voidTags.contains(tag) else { return }
        if let text { output += HTMLEscaping.text(text) }
        for child in children { child.write(into: &output) }
        output += "</"
        output += tag
        output += ">"
    }

    /// Every id in the subtree, this element's first.
    func collectIDs(into ids: inout Set<String>) {
        ids.insert(id)
        for child in children { child.collectIDs(into: &ids) }
    }

    /// The first element of this subtree (itself included, depth first) with tag `tag`.
    func firstDescendant(tag: String) -> HTMLElement? {
        if self.tag == tag { return self }
        for child in children {
            if let found = child.firstDescendant(tag: tag) { return found }
        }
        return nil
    }
}
