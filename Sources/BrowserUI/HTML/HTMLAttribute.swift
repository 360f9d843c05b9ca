/// One attribute of an element. Names are the renderer's own (never user data); values are
/// escaped when written.
struct HTMLAttribute: Equatable, Sendable {
    /// The attribute's name.
    var name: String
    /// Its value; empty for a boolean attribute such as `disabled`.
    var value: String

    /// The boolean attributes the renderer writes, bare when their value is empty.
    static let booleanNames: Set<String> = ["disabled", "inert", "open", "autofocus", "hidden"]

    init(_ name: String, _ value: String = "") {
        self.name = name
        self.value = value
    }
}
