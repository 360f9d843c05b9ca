/// One cell of a frame: a character and its style. A character two columns wide (CJK, most emoji)
/// occupies its cell and the next one, which is marked as its continuation and never drawn itself.
public struct FrameCell: Hashable, Sendable {
    /// The character shown (a space for an empty cell).
    public var character: Character
    /// How it is drawn.
    public var style: CellStyle
    /// Whether this cell is the right half of the wide character in the cell before it.
    public var isContinuation: Bool

    /// Creates a cell.
    public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell in the terminal's default look.
    public static let blank = FrameCell()
}
