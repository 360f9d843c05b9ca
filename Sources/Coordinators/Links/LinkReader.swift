/// The segments of a link still to be read, handed to `LinkablePage.init(link:)` one page at a time.
///
/// Each read consumes one segment (already percent-decoded) or throws the `InvalidLink` that says
/// what was wrong, so a page's reading code is a `switch` over its name and one call per parameter.
public struct LinkReader: Sendable {
    /// The whole link, for errors.
    public let url: String
    private let segments: [String]
    /// How many segments have been read.
    public private(set) var position = 0
    private var lastName = ""

    /// A reader over `segments` of the link `url`.
    public init(url: String, segments: [String]) {
        self.url = url
        self.segments = segments
    }

    /// Whether every segment has been read.
    public var isAtEnd: Bool { position >= segments.count }

    /// Reads a page's name.
    public mutating func name() throws(InvalidLink) -> String {
        guard !isAtEnd else { throw InvalidLink(url: url, reason: .missingPage) }
        lastName = segments[position]
        position += 1
        return lastName
    }

    /// Reads a text parameter of the page named last.
    public mutating func string() throws(InvalidLink) -> String {
        guard !isAtEnd else { throw InvalidLink(url: url, reason: .missingParameter(page: lastName)) }
        defer { position += 1 }
        return segments[position]
    }

    /// Reads a whole-number parameter of the page named last.
    public mutating func int() throws(InvalidLink) -> Int {
        let text = try string()
        guard let value = Int(text) else {
            throw InvalidLink(url: url, reason: .badParameter(page: lastName, value: text, expected: "a whole number"))
        }
        return value
    }

    /// The error for a page name the app does not know (a page since removed, a typo).
    public func unknownPage(_ name: String) -> InvalidLink {
        InvalidLink(url: url, reason: .unknownPage(name))
    }
}
