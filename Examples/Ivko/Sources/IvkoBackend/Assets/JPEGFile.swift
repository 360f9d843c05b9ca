/// A product picture as a real baseline JPEG (libjpeg) of a realistic file size: encoded at the best
/// quality that fits `byteCount`, then padded with comment segments (after the JFIF header) up to it.
enum JPEGFile {
    /// The qualities tried, best first, until the file fits.
    private static let qualities = [90, 80, 70, 55, 40, 25]

    static func make(
        _ rgb: [UInt8], width: Int, height: Int, byteCount: Int, random: inout SplitMix64
    ) throws(PictureEncodingError) -> [UInt8] {
        var file: [UInt8] = []
        for quality in qualities {
            file = try PictureEncoder.jpeg(rgb, width: width, height: height, quality: quality)
            if file.count <= byteCount { break }
        }
        // SOI, then the JFIF APP0 segment (its length after the marker); comments follow it.
        guard file.count >= 6, file[2] == 0xFF, file[3] == 0xE0 else { return file }
        let headerEnd = 4 + (Int(file[4]) << 8 | Int(file[5]))
        guard headerEnd <= file.count else { return file }
        var padding = byteCount - file.count
        var comments: [UInt8] = []
        while padding >= 4 {
            let length = min(65_533, padding - 4)
            comments += [0xFF, 0xFE]
            comments.appendBigEndian(UInt16(length + 2))
            comments.appendRandomBytes(length, using: &random)
            padding -= length + 4
        }
        return Array(file[..<headerEnd]) + comments + file[headerEnd...]
    }
}
