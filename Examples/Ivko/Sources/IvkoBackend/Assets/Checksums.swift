/// The checksums the generated files need: CRC-32 (PNG chunks) and FNV-1a
/// (a stable hash of asset paths for sizes and ETags).
enum Checksums {
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// CRC-32 as used by PNG and zlib.
    static func crc32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// 64-bit FNV-1a of a string's UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}

extension Array where Element == UInt8 {
    /// Appends a big-endian 16-bit value.
    mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(value >> 8))
        append(UInt8(value & 0xFF))
    }

    /// Appends a big-endian 32-bit value.
    mutating func appendBigEndian(_ value: UInt32) {
        appendBigEndian(UInt16(value >> 16))
        appendBigEndian(UInt16(value & 0xFFFF))
    }

    /// Appends `count` pseudo-random bytes, eight at a time.
    mutating func appendRandomBytes(_ count: Int, using random: inout SplitMix64) {
        guard count > 0 else { return }
        let start = self.count
        append(contentsOf: repeatElement(0, count: count))
        withUnsafeMutableBytes { bytes in
            var offset = start
            while offset + 8 <= start + count {
                bytes.storeBytes(of: random.next().littleEndian, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            var tail = random.next()
            while offset < start + count {
                bytes[offset] = UInt8(truncatingIfNeeded: tail)
                tail >>= 8
                offset += 1
            }
        }
    }
}
