/// Builds a real, decodable baseline JPEG: a uniform grey picture of the given dimensions, padded
/// with comment segments to a realistic file size.
///
/// The scan uses one-code Huffman tables (DC difference 0, end of block), so every 8×8 block
/// takes two bits and a large picture stays tiny before padding.
enum JPEGFile {
    static func make(width: Int, height: Int, byteCount: Int, random: inout SplitMix64) -> [UInt8] {
        var header: [UInt8] = [0xFF, 0xD8]
        header += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]
        var tables: [UInt8] = [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        tables += [0xFF, 0xC0, 0x00, 0x0B, 0x08]
        tables.appendBigEndian(UInt16(clamping: height))
        tables.appendBigEndian(UInt16(clamping: width))
        tables += [0x01, 0x01, 0x11, 0x00]
        for tableClass: UInt8 in [0x00, 0x10] {
            tables += [0xFF, 0xC4, 0x00, 0x14, tableClass, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        }
        tables += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let scanBits = blocks * 2
        var scan = [UInt8](repeating: 0, count: (scanBits + 7) / 8)
        if scanBits % 8 != 0, let last = scan.indices.last {
            scan[last] = UInt8(0xFF >> (scanBits % 8))
        }
        let trailer: [UInt8] = [0xFF, 0xD9]
        var padding = byteCount - header.count - tables.count - scan.count - trailer.count
        var comments: [UInt8] = []
        while padding >= 4 {
            let length = min(65_533, padding - 4)
            comments += [0xFF, 0xFE]
            comments.appendBigEndian(UInt16(length + 2))
            comments.appendRandomBytes(length, using: &random)
            padding -= length + 4
        }
        return header + comments + tables + scan + trailer
    }
}
