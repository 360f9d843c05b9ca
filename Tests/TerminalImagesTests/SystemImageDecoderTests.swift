import CLibPNG
import CTurboJPEG
import Foundation
import TerminalImages
import TerminalUI
import Testing

/// Throwaway picture files, written with the same libraries' encoders.
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

    /// A JPEG of one flat colour, at the best quality (one grey channel when `grey`).
    static func jpeg(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, grey: Bool = false) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        let pixels = [UInt8]((0..<(width * height)).flatMap { _ in [red, green, blue] })
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = pixels.withUnsafeBufferPointer { source in
            tjCompress2(
                handle, source.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue), &buffer, &size,
                Int32((grey ? TJSAMP_GRAY : TJSAMP_444).rawValue), 100, 0)
        }
        guard result == 0, let buffer else { return [] }
        defer { tjFree(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }
}

@Suite("SystemImageDecoder: PNG and JPEG through the system's libraries")
struct SystemImageDecoderTests {
    @Test("A PNG comes back pixel for pixel")
    func png() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let pixels: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]
        let path = try files.write(
            PictureFiles.png(width: 3, height: 2, format: UInt32(PNG_FORMAT_FLAG_COLOR), pixels: pixels), named: "a.png")
        let picture = try SystemImageDecoder().decodeImage(atPath: path)
        #expect(picture.width == 3)
        #expect(picture.height == 2)
        #expect(picture.rgb == pixels)
    }

    @Test("Transparency is laid on the background colour")
    func transparentPNG() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let pixels: [UInt8] = [255, 0, 0, 0, 0, 0, 255, 255]
        let format = UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)
        let path = try files.write(PictureFiles.png(width: 2, height: 1, format: format, pixels: pixels), named: "t.png")
        let picture = try SystemImageDecoder(background: (0, 255, 0)).decodeImage(atPath: path)
        #expect(picture.rgb == [0, 255, 0, 0, 0, 255])
    }

    @Test("A JPEG decodes to its colour (within JPEG's rounding), whatever the file is named")
    func jpeg() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let path = try files.write(PictureFiles.jpeg(width: 16, height: 8, red: 200, green: 40, blue: 90), named: "photo.png")
        let picture = try SystemImageDecoder().decodeImage(atPath: path)
        #expect(picture.width == 16)
        #expect(picture.height == 8)
        let first = picture.rgb.prefix(3).map(Int.init)
        #expect(abs(first[0] - 200) <= 3 && abs(first[1] - 40) <= 3 && abs(first[2] - 90) <= 3)
        let greyPath = try files.write(PictureFiles.jpeg(width: 8, height: 8, red: 128, green: 128, blue: 128, grey: true), named: "g.jpg")
        let grey = try SystemImageDecoder().decodeImage(atPath: greyPath)
        #expect(grey.rgb.count == 8 * 8 * 3)
        #expect(
            abs(Int(grey.rgb[0]) - 128) <= 2 && grey.rgb[0] == grey.rgb[1] && grey.rgb[1] == grey.rgb[2], "one grey channel becomes RGB")
    }

    @Test("Bad input is a typed error: missing file, unknown format, damaged file, too many pixels")
    func errors() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let decoder = SystemImageDecoder()
        let missing = files.directory.appending(path: "missing.png").path()
        #expect(throws: ImageDecodingError.unreadable(path: missing)) { try decoder.decodeImage(atPath: missing) }
        let text = try files.write(Array("not a picture".utf8), named: "x.png")
        #expect(throws: ImageDecodingError.unsupportedFormat(path: text)) { try decoder.decodeImage(atPath: text) }
        let good = PictureFiles.png(width: 4, height: 4, format: UInt32(PNG_FORMAT_FLAG_COLOR), pixels: [UInt8](repeating: 7, count: 48))
        let cut = try files.write(Array(good.prefix(good.count / 2)), named: "cut.png")
        #expect {
            try decoder.decodeImage(atPath: cut)
        } throws: { error in
            if case .corrupt(let path, _) = error as? ImageDecodingError { return path == cut }
            return false
        }
        let jpeg = PictureFiles.jpeg(width: 8, height: 8, red: 1, green: 2, blue: 3)
        let broken = try files.write(Array(jpeg.prefix(20)), named: "broken.jpg")
        #expect(throws: ImageDecodingError.self) { try decoder.decodeImage(atPath: broken) }
        let big = try files.write(good, named: "big.png")
        #expect(throws: ImageDecodingError.tooLarge(width: 4, height: 4)) { try SystemImageDecoder(maxPixels: 15).decodeImage(atPath: big) }
    }
}
