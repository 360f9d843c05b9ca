/// A product picture as a real 8-bit RGB PNG (libpng, deflate-compressed) of a realistic file size:
/// padded up to `byteCount` with a private ancillary chunk (`ivKo`, safe to copy, which decoders skip)
/// right after the header chunk.
enum PNGFile {
    /// Signature (8) and the IHDR chunk (length, type, 13 bytes, CRC).
    private static let headerEnd = 8 + 12 + 13
    /// A chunk's length, type and CRC.
    private static let chunkOverhead = 12

    static func make(
        _ rgb: [UInt8], width: Int, height: Int, byteCount: Int, random: inout SplitMix64
    ) throws(PictureEncodingError) -> [UInt8] {
        let file = try PictureEncoder.png(rgb, width: width, height: height)
        let padding = byteCount - file.count - chunkOverhead
        guard padding > 0, file.count > headerEnd else { return file }
        var data: [UInt8] = []
        data.appendRandomBytes(padding, using: &random)
        var chunk: [UInt8] = []
        appendChunk("ivKo", data, to: &chunk)
        return Array(file[..<headerEnd]) + chunk + file[headerEnd...]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.appendBigEndian(UInt32(data.count))
        file += typeBytes + data
        file.appendBigEndian(Checksums.crc32(typeBytes + data))
    }
}
