/// Decoded pictures and their half-block cells, kept across frames so a picture is decoded once
/// and scaled once per size, not on every key press. Pictures that fail to decode are remembered
/// too (and drawn as text), so a bad file is not read again on every frame.
@MainActor
final class PictureCache {
    private let decoder: (any ImageDecoder)?
    private var decoded: [String: Result<PixelBuffer, ImageDecodingError>] = [:]
    private var decodeOrder: [String] = []
    private var cells: [CellsKey: [FrameCell]] = [:]
    private let capacity: Int

    private struct CellsKey: Hashable {
        let path: String
        let columns: Int
        let rows: Int
    }

    init(decoder: (any ImageDecoder)?, capacity: Int = 24) {
        self.decoder = decoder
        self.capacity = capacity
    }

    /// The decoded picture at `path`, or `nil` without a decoder or when it failed.
    func picture(atPath path: String) -> PixelBuffer? {
        guard let decoder else { return nil }
        if let known = decoded[path] { return try? known.get() }
        let result: Result<PixelBuffer, ImageDecodingError>
        do {
            result = .success(try decoder.decodeImage(atPath: path))
        } catch {
            result = .failure(error)
        }
        decoded[path] = result
        decodeOrder.append(path)
        if decodeOrder.count > capacity {
            let evicted = decodeOrder.removeFirst()
            decoded[evicted] = nil
            cells = cells.filter { $0.key.path != evicted }
        }
        return try? result.get()
    }

    /// The size in cells a picture takes at most `maxColumns` wide and `maxRows` tall, keeping its
    /// shape: a cell shows one pixel column and two pixel rows (terminal cells are about twice as
    /// tall as wide).
    static func size(of picture: PixelBuffer, maxColumns: Int, maxRows: Int) -> (columns: Int, rows: Int) {
        guard maxColumns > 0, maxRows > 0 else { return (0, 0) }
        var columns = min(maxColumns, picture.width)
        var rows = max(1, (columns * picture.height + picture.width) / (2 * picture.width))
        if rows > maxRows {
            rows = maxRows
            columns = max(1, min(maxColumns, (rows * 2 * picture.width + picture.height / 2) / picture.height))
        }
        return (columns, rows)
    }

    /// The picture as `columns × rows` half-block cells: `▀` with the upper pixel as the text colour
    /// and the lower one as the background.
    func halfBlocks(of picture: PixelBuffer, path: String, columns: Int, rows: Int) -> [FrameCell] {
        let key = CellsKey(path: path, columns: columns, rows: rows)
        if let known = cells[key] { return known }
        let made = Self.halfBlocks(of: picture, columns: columns, rows: rows)
        cells[key] = made
        return made
    }

    static func halfBlocks(of picture: PixelBuffer, columns: Int, rows: Int) -> [FrameCell] {
        var result: [FrameCell] = []
        result.reserveCapacity(columns * rows)
        let pixelRows = rows * 2
        for row in 0..<rows {
            for column in 0..<columns {
                let x0 = column * picture.width / columns
                let x1 = (column + 1) * picture.width / columns
                let top = picture.averageColor(
                    x0: x0, x1: x1, y0: 2 * row * picture.height / pixelRows, y1: (2 * row + 1) * picture.height / pixelRows
                )
                let bottom = picture.averageColor(
                    x0: x0, x1: x1, y0: (2 * row + 1) * picture.height / pixelRows, y1: (2 * row + 2) * picture.height / pixelRows
                )
                let style = CellStyle(
                    foreground: .rgb(red: top.0, green: top.1, blue: top.2),
                    background: .rgb(red: bottom.0, green: bottom.1, blue: bottom.2)
                )
                result.append(FrameCell("▀", style: style))
            }
        }
        return result
    }
}
