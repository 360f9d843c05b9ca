/// A rectangle of cells in a frame: where an element was drawn, or the area it may draw in.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a rectangle; a negative width or height counts as 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// Whether it covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// `x,y wxh`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }

    /// Whether the cell at `column`, `row` lies inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The rectangle shrunk by `horizontal` columns on each side and `vertical` rows on each side.
    func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
        Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
    }

    /// The part of the rectangle both share (empty when they do not overlap).
    func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// The rows from `row` down (within the rectangle).
    func rows(from row: Int) -> Rect {
        let top = min(max(row, y), maxY)
        return Rect(x: x, y: top, width: width, height: maxY - top)
    }

    /// The single row `row` of the rectangle.
    func row(_ row: Int) -> Rect {
        Rect(x: x, y: row, width: width, height: 1)
    }
}
