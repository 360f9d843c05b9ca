import AsyncTools

/// One cell of a frame: a character and its style. A character two columns wide (CJK, most emoji)
/// occupies its cell and the next one, which is marked as its continuation and never drawn itself.
///
/// A cell is a plain value with no reference inside: the character is kept as its one Unicode
/// scalar, or, for a character of several scalars (an emoji with a modifier), as its number in a
/// table shared by every frame. So copying a frame and comparing two are copies and comparisons of
/// plain memory, which is what a frame drawn on every change needs.
public struct FrameCell: Hashable, Sendable {
    /// The character: its scalar's value, or a number in `Glyphs` with the high bit set.
    private var glyph: UInt32
    /// How it is drawn.
    public var style: CellStyle
    /// Whether this cell is the right half of the wide character in the cell before it.
    public var isContinuation: Bool

    /// Creates a cell.
    public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        glyph = Glyphs.glyph(for: character)
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A cell of a printable ASCII byte (the common case, made without a `Character`).
    init(asciiByte byte: UInt8, style: CellStyle) {
        glyph = UInt32(byte)
        self.style = style
        isContinuation = false
    }

    /// The character shown (a space for an empty cell).
    public var character: Character {
        get { Glyphs.character(for: glyph) }
        set { glyph = Glyphs.glyph(for: newValue) }
    }

    /// Whether `other` holds the same character (whatever its style), compared without making
    /// either `Character`.
    func hasSameCharacter(as other: FrameCell) -> Bool {
        glyph == other.glyph
    }

    /// Whether the character is printable ASCII: one column wide, written as its byte.
    var isPrintableASCII: Bool {
        glyph >= 0x20 && glyph < 0x7F
    }

    /// An empty cell in the terminal's default look.
    public static let blank = FrameCell()
}

/// The characters of several Unicode scalars that cells have held, numbered in the order first
/// seen; a cell holds the number. Few ever appear (emoji with modifiers, flags), so the table stays
/// small; it is shared by every frame of the process, behind a lock (frames are made on any thread).
enum Glyphs {
    private static let marker: UInt32 = 0x8000_0000
    private static let table = Locked(Table())

    private struct Table: Sendable {
        var characters: [Character] = []
        var numbers: [Character: UInt32] = [:]
    }

    /// The glyph of `character`: its scalar when it has one, else its number in the table.
    static func glyph(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex { return first.value }
        return table.withLock { table in
            if let number = table.numbers[character] { return number | marker }
            let number = UInt32(table.characters.count)
            table.characters.append(character)
            table.numbers[character] = number
            return number | marker
        }
    }

    /// The character of `glyph`.
    static func character(for glyph: UInt32) -> Character {
        guard glyph & marker != 0 else { return Unicode.Scalar(glyph).map(Character.init) ?? " " }
        let number = Int(glyph & ~marker)
        return table.withLock { table in table.characters.indices.contains(number) ? table.characters[number] : " " }
    }
}
