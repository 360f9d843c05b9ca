/// The error for a link the app cannot read, with the reason, for the app to show ("This link is
/// not valid") or log.
public struct InvalidLink: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with a link.
    public enum Reason: Equatable, Sendable {
        /// The link is not under the app's base URL (another scheme, host or path).
        case foreign
        /// The link names no stack.
        case missingStack
        /// A page name was expected and the link ended (only a page's own reading code asks).
        case missingPage
        /// No page has this name.
        case unknownPage(String)
        /// The page's parameter is missing.
        case missingParameter(page: String)
        /// The page's parameter is not of the expected kind.
        case badParameter(page: String, value: String, expected: String)
        /// A page's reading code consumed no segment (a bug in `LinkablePage.init(link:)`).
        case nothingRead(segment: String)
        /// A page link (which names one page) goes on after its page.
        case unexpectedSegment(String)
    }

    /// The link as received.
    public let url: String
    /// What is wrong with it.
    public let reason: Reason

    /// An invalid `url`, for `reason`.
    public init(url: String, reason: Reason) {
        self.url = url
        self.reason = reason
    }

    /// A one-line explanation.
    public var description: String {
        let why =
            switch reason {
            case .foreign: "it is not one of the app's links"
            case .missingStack: "it names no section of the app"
            case .missingPage: "a page name is missing"
            case .unknownPage(let name): "no page is called \(name)"
            case .missingParameter(let page): "\(page) needs a parameter"
            case .badParameter(let page, let value, let expected): "\(page) needs \(expected), not \(value)"
            case .nothingRead(let segment): "the page at \(segment) read nothing"
            case .unexpectedSegment(let segment): "\(segment) follows the page it names"
            }
        return "Invalid link \(url): \(why)"
    }
}
