import CJPEGTestEncoder
import CLibPNG
import Foundation
import TerminalUI

/// Throwaway picture files in a folder of their own.
struct PictureFiles {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "terminal-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ bytes: [UInt8], named name: String) throws -> String {
        let url = directory.appending(path: name)
        try Data(bytes).write(to: url)
        return url.path()
    }
}

/// libjpeg's compressor refused the test's picture.
struct EncodingFailed: Error, CustomStringConvertible {
    let description: String
}

/// Pictures made for the tests: PNG with libpng's simplified API, JPEG with libjpeg's compressor
/// (CJPEGTestEncoder).
enum Pictures {
    /// A PNG of `width × height` pixels of the given format (RGB, or RGBA with `PNG_FORMAT_FLAG_ALPHA`).
    static func png(width: Int, height: Int, format: UInt32, pixels: [UInt8]) -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = format
        var size = 0
        _ = pixels.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, 0, nil) }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { target in
            pixels.withUnsafeBytes { png_image_write_to_memory(&image, target.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
        }
        return written != 0 ? Array(output.prefix(size)) : []
    }

    /// A JPEG of `width × height` pixels of `components` bytes each (1 grey, 3 RGB, 4 CMYK as Adobe
    /// stores it, inverted), `pixel(x, y)` giving each one.
    static func jpeg(
        width: Int, height: Int, components: Int = 3, quality: Int = 95, sampling: (horizontal: Int, vertical: Int) = (1, 1),
        scans: jpeg_test_scans = JPEG_TEST_BASELINE, ycck: Bool = false, arithmetic: Bool = false, restartRows: Int = 0,
        pixel: (Int, Int) -> [UInt8]
    ) throws -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * components)
        for y in 0..<height {
            for x in 0..<width { pixels += pixel(x, y) }
        }
        var options = jpeg_test_options(
            quality: Int32(quality), components: Int32(components), ycck: ycck ? 1 : 0, horizontal_sampling: Int32(sampling.horizontal),
            vertical_sampling: Int32(sampling.vertical), scans: scans, arithmetic: arithmetic ? 1 : 0, restart_rows: Int32(restartRows))
        var file: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let capacity = message.count
        let code = pixels.withUnsafeBufferPointer { source in
            jpeg_test_encode(source.baseAddress, UInt32(width), UInt32(height), &options, &file, &size, &message, capacity)
        }
        guard code == 0, let file else {
            throw EncodingFailed(description: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { jpeg_test_free(file) }
        return Array(UnsafeBufferPointer(start: file, count: size))
    }

    /// The same bytes again and again: the colour of every pixel.
    static func flat(_ color: [UInt8]) -> (Int, Int) -> [UInt8] {
        { _, _ in color }
    }

    /// A deterministic texture (no two neighbouring blocks alike), so a JPEG's data is spread over all its rows.
    static func noise(_ x: Int, _ y: Int) -> [UInt8] {
        var state = UInt64(truncatingIfNeeded: x &* 7919 &+ y &* 104_729) &+ 0x9E37_79B9_7F4A_7C15
        return (0..<3).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// Whether the JPEG holds the marker `0xFF code`.
    static func hasMarker(_ code: UInt8, in jpeg: [UInt8]) -> Bool {
        zip(jpeg, jpeg.dropFirst()).contains { $0 == 0xFF && $1 == code }
    }

    /// The JPEG with the size in its start-of-frame (SOF0, baseline) header replaced.
    static func withClaimedSize(_ jpeg: [UInt8], width: UInt16, height: UInt16) -> [UInt8]? {
        guard let marker = jpeg.indices.dropLast(8).first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }) else { return nil }
        var patched = jpeg
        // FF C0, length (2 bytes), precision (1), height (2), width (2).
        patched[marker + 5] = UInt8(height >> 8)
        patched[marker + 6] = UInt8(height & 0xFF)
        patched[marker + 7] = UInt8(width >> 8)
        patched[marker + 8] = UInt8(width & 0xFF)
        return patched
    }
}

extension PixelBuffer {
    /// The red, green and blue of the pixel at `x`, `y`.
    func color(x: Int, y: Int) -> [Int] {
        let offset = (y * width + x) * 3
        return rgb[offset..<offset + 3].map(Int.init)
    }

    /// Whether the pixel at `x`, `y` is `expected`, each channel within `tolerance` (JPEG rounds).
    func pixel(x: Int, y: Int, isNear expected: [UInt8], within tolerance: Int = 6) -> Bool {
        zip(color(x: x, y: y), expected).allSatisfy { abs($0 - Int($1)) <= tolerance }
    }

    /// Whether every pixel is grey (red, green and blue equal).
    var isGrey: Bool {
        stride(from: 0, to: rgb.count, by: 3).allSatisfy { (offset: Int) -> Bool in
            let (red, green, blue) = (rgb[offset], rgb[offset + 1], rgb[offset + 2])
            return red == green && green == blue
        }
    }
}
