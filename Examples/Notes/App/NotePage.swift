public import Coordinators

/// The app's pages: the list, and a note over it, on the one stack called `notes`. A link names one
/// page: `notes://list`, `notes://note/3`.
public enum NotePage: LocatedPage {
    /// The list of notes.
    case list
    /// The note numbered `id`.
    case note(id: Int)

    /// The page's name and parameter in a link.
    public var linkSegments: [String] {
        switch self {
        case .list: ["list"]
        case .note(let id): ["note", String(id)]
        }
    }

    /// Reads one page from the front of `link`.
    public init(link: inout LinkReader) throws(InvalidLink) {
        switch try link.name() {
        case "list": self = .list
        case "note": self = .note(id: try link.int())
        case let name: throw link.unknownPage(name)
        }
    }

    /// A note shows over the list.
    public var linkedPath: PagePath<NotePage> {
        PagePath(stack: NotesStack.name, pages: self == .list ? [.list] : [.list, self])
    }
}
