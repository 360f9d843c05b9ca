/// A decoded picture: 8-bit RGB pixels, row after row, what an `ImageDecoder` hands the renderer.
public struct PixelBuffer: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Red, green and blue of each pixel, row after row (`width × height × 3` bytes).
    public let rgb: [UInt8]

    /// Creates a buffer; fails with `.badPixelData` when the byte count is not `width × height × 3`
    /// or a dimension is not positive.
    public init(width: Int, height: Int, rgb: [UInt8]) throws(ImageDecodingError) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
            rgb.count == width * height * 3
        else {
            throw .badPixelData(width: width, height: height, byteCount: rgb.count)
        }
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The average colour of the pixels in columns `x0..<x1` and rows `y0..<y1` (a box filter, so a
    /// large picture shrunk to a few cells keeps its colours instead of aliasing).
    func averageColor(x0: Int, x1: Int, y0: Int, y1: Int) -> (UInt8, UInt8, UInt8) {
        let left = min(max(x0, 0), width - 1)
        let right = min(max(x1, left + 1), width)
        let top = min(max(y0, 0), height - 1)
        let bottom = min(max(y1, top + 1), height)
        var (red, green, blue, count) = (0, 0, 0, 0)
        for row in top..<bottom {
            var offset = (row * width + left) * 3
            for _ in left..<right {
                red += Int(rgb[offset])
                green += Int(rgb[offset + 1])
                blue += Int(rgb[offset + 2])
                offset += 3
                count += 1
            }
        }
        return (UInt8(red / count), UInt8(green / count), UInt8(blue / count))
    }
}
