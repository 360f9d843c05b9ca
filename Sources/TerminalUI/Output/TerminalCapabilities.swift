/// What a terminal can show, read from its environment: how many colours, and whether text
/// attributes (bold, reverse video) work. Pictures need 256 colours or more; otherwise their text
/// alternative is drawn.
public struct TerminalCapabilities: Hashable, Sendable {
    /// How many colours the terminal shows.
    public enum ColorLevel: Int, Comparable, Sendable {
        /// No colour (`NO_COLOR`, a dumb terminal, plain text).
        case none
        /// The 16 standard colours.
        case standard
        /// The 256-colour palette.
        case palette256
        /// Any 24-bit colour.
        case trueColor

        /// Orders levels from none to 24-bit.
        public static func < (lhs: ColorLevel, rhs: ColorLevel) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How many colours the terminal shows.
    public var colors: ColorLevel
    /// Whether bold, dim, underline and reverse video can be used.
    public var hasAttributes: Bool

    /// Creates capabilities by hand (tests, or a command-line override).
    public init(colors: ColorLevel, hasAttributes: Bool) {
        self.colors = colors
        self.hasAttributes = hasAttributes
    }

    /// Plain text: no colour, no attribute (headless frames).
    public static let plainText = TerminalCapabilities(colors: .none, hasAttributes: false)
    /// A modern terminal: 24-bit colour and attributes.
    public static let trueColor = TerminalCapabilities(colors: .trueColor, hasAttributes: true)

    /// Whether pictures are drawn as coloured half blocks (else as their text alternative).
    public var drawsPictures: Bool { colors >= .palette256 }

    /// Reads the environment the usual way: `NO_COLOR` (set and not empty) turns colour off but
    /// keeps attributes; `TERM=dumb` (or no `TERM`) turns both off; `COLORTERM=truecolor|24bit`
    /// means 24-bit; a `TERM` containing `256color` the palette; anything else the 16 colours.
    public static func detect(environment: [String: String]) -> TerminalCapabilities {
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .plainText }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return TerminalCapabilities(colors: .none, hasAttributes: true)
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return TerminalCapabilities(colors: .palette256, hasAttributes: true) }
        return TerminalCapabilities(colors: .standard, hasAttributes: true)
    }
}
