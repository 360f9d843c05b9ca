/// Builds a real, decodable PNG: a horizontal RGB gradient stored with uncompressed deflate
/// blocks, sized so the file is about `byteCount` bytes.
enum PNGFile {
    static func make(width: Int, byteCount: Int, random: inout SplitMix64) -> [UInt8] {
        let rowBytes = 1 + 3 * width
        let height = max(1, byteCount / rowBytes)
        let tint = (UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()))
        var row: [UInt8] = [0]
        for column in 0..<width {
            row += [UInt8(truncatingIfNeeded: column &+ Int(tint.0)), tint.1, 0x80]
        }
        var raw: [UInt8] = []
        raw.reserveCapacity(rowBytes * height)
        for _ in 0..<height {
            raw += row
        }
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", zlibStored(raw), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            stream.append(isLast ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        stream.appendBigEndian(Checksums.adler32(data))
        return stream
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.appendBigEndian(UInt32(data.count))
        file += typeBytes + data
        file.appendBigEndian(Checksums.crc32(typeBytes + data))
    }
}
