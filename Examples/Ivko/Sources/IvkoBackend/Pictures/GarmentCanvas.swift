/// Draws a garment's silhouette into 8-bit RGB pixels: its parts filled row by row into a paint mask, then
/// every pixel coloured from the mask (a dark outline where the garment meets the background, the body in
/// its colour and texture, trims, details), on a light background.
struct GarmentCanvas {
    /// The colours of one picture.
    struct Palette: Sendable, Equatable {
        var body: PictureColor
        var trim: PictureColor
        var detail: PictureColor
        var outline: PictureColor
        var background: PictureColor
    }

    let width: Int
    let height: Int
    /// The grid point drawn at the picture's centre.
    let centre: GarmentShape.Point
    /// 1 shows the whole design grid; more enlarges around `centre`.
    let zoom: Double

    /// The pixel a grid point lands on.
    func pixel(of point: GarmentShape.Point) -> (x: Int, y: Int) {
        let (x, y) = map(point)
        return (Int(x.rounded(.down)), Int(y.rounded(.down)))
    }

    /// The shape drawn in `palette` with `texture` (its repeat laid from the anchor's pixel), as RGB rows.
    func draw(_ shape: GarmentShape, palette: Palette, texture: FabricTexture) -> [UInt8] {
        let mask = fill(shape)
        let tile = TextureTile(texture: texture, palette: palette)
        let anchor = pixel(of: shape.anchor)
        var backgroundRow: [UInt8] = []
        backgroundRow.reserveCapacity(width * 3)
        for _ in 0..<width { backgroundRow += [palette.background.red, palette.background.green, palette.background.blue] }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        rgb.withUnsafeMutableBufferPointer { out in
            mask.withUnsafeBufferPointer { paints in
                tile.body.withUnsafeBufferPointer { body in
                    tile.trim.withUnsafeBufferPointer { trim in
                        backgroundRow.withUnsafeBufferPointer { background in
                            let rows = Rows(
                                out: out, paints: paints, body: body, trim: trim, background: background, side: tile.side,
                                anchor: anchor, palette: palette)
                            for y in 0..<height { drawRow(y, rows) }
                        }
                    }
                }
            }
        }
        return rgb
    }

    /// What drawing a row reads and writes.
    private struct Rows {
        let out: UnsafeMutableBufferPointer<UInt8>
        let paints: UnsafeBufferPointer<UInt8>
        let body: UnsafeBufferPointer<UInt8>
        let trim: UnsafeBufferPointer<UInt8>
        let background: UnsafeBufferPointer<UInt8>
        let side: Int
        let anchor: (x: Int, y: Int)
        let palette: Palette
    }

    /// Row `y`: runs of background copied whole, garment pixels looked up in the tile (or outlined
    /// within `thickness` of the background; the picture's border is not background).
    private func drawRow(_ y: Int, _ rows: Rows) {
        let thickness = max(1, width / 240)
        let side = rows.side
        let paints = rows.paints
        let (detailPaint, trimPaint) = (GarmentShape.Paint.detail.rawValue, GarmentShape.Paint.trim.rawValue)
        let rowStart = y * width
        let tileRow = Self.wrap(y - rows.anchor.y, side) * side
        guard let outBase = rows.out.baseAddress, let backgroundBase = rows.background.baseAddress else { return }
        var x = 0
        while x < width {
            if paints[rowStart + x] == 0 {
                var end = x + 1
                while end < width && paints[rowStart + end] == 0 { end += 1 }
                (outBase + (rowStart + x) * 3).update(from: backgroundBase, count: (end - x) * 3)
                x = end
                continue
            }
            var column = Self.wrap(x - rows.anchor.x, side)
            while x < width {
                let index = rowStart + x
                let paint = paints[index]
                if paint == 0 { break }
                let isEdge =
                    (x >= thickness && paints[index - thickness] == 0) || (x + thickness < width && paints[index + thickness] == 0)
                    || (y >= thickness && paints[index - thickness * width] == 0)
                    || (y + thickness < height && paints[index + thickness * width] == 0)
                let target = index * 3
                if isEdge || paint == detailPaint {
                    let color = isEdge ? rows.palette.outline : rows.palette.detail
                    rows.out[target] = color.red
                    rows.out[target + 1] = color.green
                    rows.out[target + 2] = color.blue
                } else {
                    let source = paint == trimPaint ? rows.trim : rows.body
                    let offset = (tileRow + column) * 3
                    rows.out[target] = source[offset]
                    rows.out[target + 1] = source[offset + 1]
                    rows.out[target + 2] = source[offset + 2]
                }
                x += 1
                column += 1
                if column == side { column = 0 }
            }
        }
    }

    /// `value` modulo `modulus`, never negative.
    private static func wrap(_ value: Int, _ modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }

    /// The paint mask: every part filled in order (even-odd rule, pixel centres).
    private func fill(_ shape: GarmentShape) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: width * height)
        mask.withUnsafeMutableBufferPointer { paints in
            for part in shape.parts {
                let corners = part.points.map(map)
                guard let top = corners.map(\.1).min(), let bottom = corners.map(\.1).max() else { continue }
                let firstRow = max(0, Int(top.rounded(.down)))
                let lastRow = min(height - 1, Int(bottom.rounded(.up)))
                guard firstRow <= lastRow else { continue }
                for row in firstRow...lastRow {
                    fillRow(row, corners: corners, part: part, paints: paints)
                }
            }
        }
        return mask
    }

    private func fillRow(_ row: Int, corners: [(Double, Double)], part: GarmentShape.Part, paints: UnsafeMutableBufferPointer<UInt8>) {
        let centreY = Double(row) + 0.5
        var crossings: [Double] = []
        var previous = corners[corners.count - 1]
        for corner in corners {
            if (previous.1 <= centreY) != (corner.1 <= centreY) {
                crossings.append(previous.0 + (centreY - previous.1) * (corner.0 - previous.0) / (corner.1 - previous.1))
            }
            previous = corner
        }
        crossings.sort()
        let paint = part.paint.rawValue
        var pair = 0
        while pair + 1 < crossings.count {
            let start = max(0, Int((crossings[pair] - 0.5).rounded(.up)))
            let end = min(width - 1, Int((crossings[pair + 1] - 0.5).rounded(.down)))
            pair += 2
            guard start <= end else { continue }
            guard part.onGarmentOnly, let base = paints.baseAddress else {
                paints.baseAddress?.advanced(by: row * width + start).update(repeating: paint, count: end - start + 1)
                continue
            }
            for index in (row * width + start)...(row * width + end) where base[index] != 0 {
                base[index] = paint
            }
        }
    }

    /// A grid point in pixels.
    private func map(_ point: GarmentShape.Point) -> (Double, Double) {
        let scaleX = Double(width) / GarmentShape.gridWidth * zoom
        let scaleY = Double(height) / GarmentShape.gridHeight * zoom
        return ((point.x - centre.x) * scaleX + Double(width) / 2, (point.y - centre.y) * scaleY + Double(height) / 2)
    }
}
