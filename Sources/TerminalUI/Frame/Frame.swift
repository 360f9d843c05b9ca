/// One screenful as a value: a grid of cells (character and style), row by row. The renderer makes
/// one from a Screens application; the `FrameWriter` sends a terminal only the cells that changed
/// since the previous one; `text` is the frame as plain text for headless use and tests.
public struct Frame: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row after row (`width × height` of them).
    public private(set) var cells: [FrameCell]

    /// Creates a frame of blank cells.
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Creates a frame of `size` blank cells.
    public init(size: TerminalSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The frame's size.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// The cell at `column`, `row`; a blank one outside the frame. Setting outside the frame does nothing.
    public subscript(column: Int, row: Int) -> FrameCell {
        get {
            guard column >= 0, column < width, row >= 0, row < height else { return .blank }
            return cells[row * width + column]
        }
        set {
            guard column >= 0, column < width, row >= 0, row < height else { return }
            cells[row * width + column] = newValue
        }
    }

    /// Row `row` as plain text, without trailing spaces (and without the continuation cells of
    /// wide characters).
    public func line(_ row: Int) -> String {
        guard row >= 0, row < height else { return "" }
        var text = ""
        for cell in cells[(row * width)..<((row + 1) * width)] where !cell.isContinuation {
            text.append(cell.character)
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The whole frame as plain text: one line per row, trailing spaces removed, no escape codes.
    public var text: String {
        (0..<height).map(line).joined(separator: "\n")
    }

    /// Writes `text` from `column`, `row` in `style`, inside `clip` (the whole frame by default),
    /// and returns the columns it took. Control characters are skipped; a wide character that
    /// does not fit whole is left out.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, style: CellStyle = .plain, clip: Rect? = nil) -> Int {
        let bounds =
            clip.map { $0.intersection(Rect(x: 0, y: 0, width: width, height: height)) }
            ?? Rect(x: 0, y: 0, width: width, height: height)
        guard row >= bounds.y, row < bounds.maxY else { return 0 }
        if TextMetrics.printableASCIIWidth(of: text) != nil {
            // One cell a byte: no character to measure or to take apart.
            var x = column
            for byte in text.utf8 {
                if x + 1 > bounds.maxX { break }
                if x >= bounds.x { cells[row * width + x] = FrameCell(asciiByte: byte, style: style) }
                x += 1
            }
            return x - column
        }
        var x = column
        for character in text {
            let columns = TextMetrics.width(of: character)
            if columns == 0 { continue }
            if x + columns > bounds.maxX { break }
            if x >= bounds.x {
                self[x, row] = FrameCell(character, style: style)
                if columns == 2 { self[x + 1, row] = FrameCell(" ", style: style, isContinuation: true) }
            }
            x += columns
        }
        return x - column
    }

    /// Fills `rect` with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .plain) {
        let area = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        let cell = FrameCell(character, style: style)
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { cells[row * width + column] = cell }
        }
    }

    /// Changes the style of every cell in `rect` with `change`, keeping the characters.
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { change(&cells[row * width + column].style) }
        }
    }

    /// Copies row `row` of `other` (a frame of the same size) into this frame: a line that did not
    /// change, taken from the frame before instead of being drawn again.
    mutating func copyRow(_ row: Int, from other: Frame) {
        guard other.width == width, other.height == height, row >= 0, row < height else { return }
        let range = (row * width)..<((row + 1) * width)
        cells.replaceSubrange(range, with: other.cells[range])
    }
}
