/// A note: what the list shows a line of, and the note screen shows whole.
public struct Note: Hashable, Sendable, Identifiable {
    /// The note's number, which its link names (`notes://note/3`).
    public let id: Int
    /// The first line, shown in the list.
    public var title: String
    /// The rest of the note.
    public var text: String

    /// A note numbered `id`.
    public init(id: Int, title: String, text: String) {
        self.id = id
        self.title = title
        self.text = text
    }
}
