/// How one cell of a frame is drawn: colours and text attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour, or `nil` for the terminal's own.
    public var foreground: TerminalColor?
    /// The background colour, or `nil` for the terminal's own.
    public var background: TerminalColor?
    /// Bold (titles, preferred actions).
    public var isBold: Bool
    /// Dimmed (placeholders, hints, the screen under a sheet or an alert).
    public var isDim: Bool
    /// Reverse video (the focused element).
    public var isReversed: Bool
    /// Underlined.
    public var isUnderlined: Bool

    /// Creates a style; everything off by default.
    public init(
        foreground: TerminalColor? = nil,
        background: TerminalColor? = nil,
        isBold: Bool = false,
        isDim: Bool = false,
        isReversed: Bool = false,
        isUnderlined: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
        self.isReversed = isReversed
        self.isUnderlined = isUnderlined
    }

    /// The terminal's default look: no colour, no attribute.
    public static let plain = CellStyle()
}
