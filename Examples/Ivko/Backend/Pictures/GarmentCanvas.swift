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

    /// The shape drawn in `palette` with `texture` (sampled from the anchor's pixel), as RGB rows.
    func draw(_ shape: GarmentShape, palette: Palette, texture: FabricTexture) -> [UInt8] {
        let mask = fill(shape)
        let anchor = pixel(of: shape.anchor)
        let thickness = max(1, width / 240)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let background = palette.background
        rgb.withUnsafeMutableBufferPointer { out in
            mask.withUnsafeBufferPointer { paints in
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        let paint = paints[index]
                        var color = background
                        if paint != 0 {
                            if Self.isEdge(paints, x: x, y: y, width: width, height: height, thickness: thickness) {
                                color = palette.outline
                            } else {
                                color = Self.color(
                                    paint, palette: palette, sample: texture.sample(dx: x - anchor.x, dy: y - anchor.y))
                            }
                        }
                        out[index * 3] = color.red
                        out[index * 3 + 1] = color.green
                        out[index * 3 + 2] = color.blue
                    }
                }
            }
        }
        return rgb
    }

    private static func color(_ paint: UInt8, palette: Palette, sample: FabricTexture.Sample) -> PictureColor {
        switch paint {
        case GarmentShape.Paint.detail.rawValue:
            return palette.detail
        case GarmentShape.Paint.trim.rawValue:
            if case .shade(let percent) = sample { return palette.trim.scaled(percent) }
            return palette.trim
        default:
            if case .shade(let percent) = sample { return palette.body.scaled(percent) }
            return palette.trim
        }
    }

    /// Whether a painted pixel lies within `thickness` of the background (the picture's border is not background).
    private static func isEdge(_ paints: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int, thickness: Int) -> Bool {
        let index = y * width + x
        if x >= thickness && paints[index - thickness] == 0 { return true }
        if x + thickness < width && paints[index + thickness] == 0 { return true }
        if y >= thickness && paints[index - thickness * width] == 0 { return true }
        if y + thickness < height && paints[index + thickness * width] == 0 { return true }
        return false
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
        var pair = 0
        while pair + 1 < crossings.count {
            let start = max(0, Int((crossings[pair] - 0.5).rounded(.up)))
            let end = min(width - 1, Int((crossings[pair + 1] - 0.5).rounded(.down)))
            pair += 2
            guard start <= end else { continue }
            for index in (row * width + start)...(row * width + end) where !part.onGarmentOnly || paints[index] != 0 {
                paints[index] = part.paint.rawValue
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
