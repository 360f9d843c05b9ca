import CJPEGShim
import CJPEGTestEncoder
import Testing

/// CJPEGShim's C interface, for what SystemImageDecoder does not show: the memory budget and misuse.
@Suite("CJPEGShim: libjpeg behind return codes")
struct JPEGShimTests {
    /// The outcome of opening `file` and reading it into a buffer of `byteCount` bytes (the right size when nil).
    private func decode(
        _ file: [UInt8], budget: Int = 0, byteCount: Int? = nil, twice: Bool = false
    ) -> (
        status: jpeg_shim_status, message: String
    ) {
        var message = [CChar](repeating: 0, count: 200)
        let capacity = message.count
        var header = jpeg_shim_header()
        var opened: OpaquePointer?
        return file.withUnsafeBufferPointer { source in
            let status = jpeg_shim_open(source.baseAddress, source.count, &opened, &header, &message, capacity)
            guard status == JPEG_SHIM_OK, let decoder = opened else { return (status, Self.text(message)) }
            defer { jpeg_shim_close(decoder) }
            var pixels = [UInt8](repeating: 0, count: byteCount ?? Int(header.width) * Int(header.height) * 3)
            var read = pixels.withUnsafeMutableBufferPointer {
                jpeg_shim_read_rgb(decoder, $0.baseAddress, $0.count, budget, &message, capacity)
            }
            if twice, read == JPEG_SHIM_OK {
                read = pixels.withUnsafeMutableBufferPointer {
                    jpeg_shim_read_rgb(decoder, $0.baseAddress, $0.count, budget, &message, capacity)
                }
            }
            return (read, read == JPEG_SHIM_OK ? "" : Self.text(message))
        }
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test("A progressive picture needing more than the memory budget fails with OUT_OF_MEMORY; the default budget decodes it")
    func memoryBudget() throws {
        // 256 × 256 pixels of three full-size components: 393,216 bytes of coefficients kept across the scans.
        let file = try Pictures.jpeg(width: 256, height: 256, scans: JPEG_TEST_PROGRESSIVE, pixel: Pictures.noise)
        let refused = decode(file, budget: 200_000)
        #expect(refused.status == JPEG_SHIM_OUT_OF_MEMORY)
        #expect(!refused.message.isEmpty)
        #expect(decode(file).status == JPEG_SHIM_OK)
        #expect(decode(file, budget: 2_000_000).status == JPEG_SHIM_OK)
    }

    @Test("A buffer of the wrong size, or a second read, is MISUSE; garbage fails to open with libjpeg's message")
    func misuse() throws {
        let file = try Pictures.jpeg(width: 8, height: 8, pixel: Pictures.flat([1, 2, 3]))
        #expect(decode(file, byteCount: 8 * 8 * 3 - 1).status == JPEG_SHIM_MISUSE)
        #expect(decode(file, twice: true).status == JPEG_SHIM_MISUSE)
        let garbage = decode([0xFF, 0xD8, 0xFF, 0x00, 0x12, 0x34])
        #expect(garbage.status == JPEG_SHIM_CORRUPT)
        #expect(!garbage.message.isEmpty)
        #expect(decode([]).status == JPEG_SHIM_CORRUPT, "no bytes at all: libjpeg finds no start of image")
    }
}
