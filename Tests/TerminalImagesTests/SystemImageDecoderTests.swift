import CJPEGTestEncoder
import CLibPNG
import Foundation
import TerminalImages
import TerminalUI
import Testing

/// Whether `error` is `.corrupt` for `name`, with a reason containing `text` (any reason when empty).
private func isCorrupt(_ error: any Error, name: String, saying text: String = "") -> Bool {
    guard case .corrupt(let path, let reason) = error as? ImageDecodingError else { return false }
    return path == name && (text.isEmpty || reason.localizedCaseInsensitiveContains(text))
}

@Suite("SystemImageDecoder: PNG through libpng")
struct PNGDecodingTests {
    @Test("A PNG comes back pixel for pixel")
    func png() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let pixels: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]
        let path = try files.write(Pictures.png(width: 3, height: 2, format: UInt32(PNG_FORMAT_FLAG_COLOR), pixels: pixels), named: "a.png")
        let picture = try SystemImageDecoder().decodeImage(atPath: path)
        #expect(picture.width == 3)
        #expect(picture.height == 2)
        #expect(picture.rgb == pixels)
    }

    @Test("Transparency is laid on the background colour")
    func transparentPNG() throws {
        let pixels: [UInt8] = [255, 0, 0, 0, 0, 0, 255, 255]
        let format = UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)
        let picture = try SystemImageDecoder(background: (0, 255, 0)).decodeImage(
            from: Pictures.png(width: 2, height: 1, format: format, pixels: pixels))
        #expect(picture.rgb == [0, 255, 0, 0, 0, 255])
    }

    @Test("A PNG above maxPixels is .tooLarge")
    func largePNG() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let pixels = [UInt8](repeating: 7, count: 48)
        let path = try files.write(
            Pictures.png(width: 4, height: 4, format: UInt32(PNG_FORMAT_FLAG_COLOR), pixels: pixels), named: "big.png")
        #expect(throws: ImageDecodingError.tooLarge(width: 4, height: 4)) {
            try SystemImageDecoder(maxPixels: 15).decodeImage(atPath: path)
        }
        #expect(try SystemImageDecoder(maxPixels: 16).decodeImage(atPath: path).rgb == pixels)
    }

    @Test("A PNG cut short or with a damaged byte is .corrupt, named as the caller named it")
    func damagedPNG() throws {
        let good = Pictures.png(width: 4, height: 4, format: UInt32(PNG_FORMAT_FLAG_COLOR), pixels: [UInt8](repeating: 7, count: 48))
        let decoder = SystemImageDecoder()
        #expect(try decoder.decodeImage(from: good).rgb == [UInt8](repeating: 7, count: 48), "the undamaged file decodes")
        #expect { try decoder.decodeImage(from: Array(good.prefix(good.count / 2)), name: "cut.png") } throws: {
            isCorrupt($0, name: "cut.png")
        }
        // The last 12 bytes are the IEND chunk, the 4 before them the picture data's checksum: this is a byte of the data.
        var damaged = good
        damaged[good.count - 17] ^= 0xFF
        #expect { try decoder.decodeImage(from: damaged, name: "damaged.png") } throws: { isCorrupt($0, name: "damaged.png") }
    }
}

@Suite("SystemImageDecoder: JPEG through libjpeg")
struct JPEGDecodingTests {
    static let red: [UInt8] = [200, 40, 90]
    static let blue: [UInt8] = [20, 60, 220]

    /// Red on the left, blue on the right.
    static func halves(width: Int) -> (Int, Int) -> [UInt8] {
        { x, _ in x < width / 2 ? red : blue }
    }

    @Test("A baseline colour JPEG decodes to its colours, whatever the file is named")
    func baseline() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let path = try files.write(Pictures.jpeg(width: 32, height: 16, pixel: Self.halves(width: 32)), named: "photo.png")
        let picture = try SystemImageDecoder().decodeImage(atPath: path)
        #expect(picture.width == 32)
        #expect(picture.height == 16)
        #expect(picture.pixel(x: 3, y: 8, isNear: Self.red))
        #expect(picture.pixel(x: 28, y: 8, isNear: Self.blue))
    }

    @Test("A greyscale JPEG's one channel becomes equal red, green and blue")
    func greyscale() throws {
        let file = try Pictures.jpeg(width: 16, height: 8, components: 1) { x, _ in [x < 8 ? 50 : 200] }
        let picture = try SystemImageDecoder().decodeImage(from: file)
        #expect(picture.rgb.count == 16 * 8 * 3)
        #expect(picture.isGrey)
        #expect(picture.pixel(x: 2, y: 4, isNear: [50, 50, 50], within: 3))
        #expect(picture.pixel(x: 13, y: 4, isNear: [200, 200, 200], within: 3))
    }

    @Test("A progressive JPEG decodes to exactly the pixels of the baseline one (the same coefficients, in ten scans)")
    func progressive() throws {
        let baseline = try Pictures.jpeg(width: 40, height: 24, pixel: Pictures.noise)
        let progressive = try Pictures.jpeg(width: 40, height: 24, scans: JPEG_TEST_PROGRESSIVE, pixel: Pictures.noise)
        #expect(baseline != progressive)
        let decoder = SystemImageDecoder()
        #expect(try decoder.decodeImage(from: progressive) == decoder.decodeImage(from: baseline))
    }

    @Test("Arithmetic coding and restart markers change the file, not the pixels")
    func arithmeticAndRestarts() throws {
        let decoder = SystemImageDecoder()
        let baseline = try decoder.decodeImage(from: Pictures.jpeg(width: 40, height: 24, pixel: Pictures.noise))
        let arithmetic = try Pictures.jpeg(width: 40, height: 24, arithmetic: true, pixel: Pictures.noise)
        let restarts = try Pictures.jpeg(width: 40, height: 24, restartRows: 1, pixel: Pictures.noise)
        #expect(Pictures.hasMarker(0xC9, in: arithmetic), "SOF9: arithmetic-coded sequential")
        #expect(Pictures.hasMarker(0xD0, in: restarts), "RST0")
        #expect(try decoder.decodeImage(from: arithmetic) == baseline)
        #expect(try decoder.decodeImage(from: restarts) == baseline)
    }

    @Test("4:2:0 subsampling: each quarter keeps its colour, the size is exact")
    func subsampled() throws {
        let colors: [[UInt8]] = [Self.red, Self.blue, [30, 180, 40], [240, 220, 30]]
        let file = try Pictures.jpeg(width: 32, height: 32, sampling: (2, 2)) { x, y in colors[(y / 16) * 2 + x / 16] }
        let picture = try SystemImageDecoder().decodeImage(from: file)
        #expect(picture.width == 32 && picture.height == 32)
        for (index, color) in colors.enumerated() {
            let (x, y) = (index % 2 * 16 + 8, index / 2 * 16 + 8)
            #expect(picture.pixel(x: x, y: y, isNear: color), "quarter \(index): \(picture.color(x: x, y: y))")
        }
    }

    @Test("An odd size (not whole 16-pixel blocks) keeps its size, its last pixel included")
    func oddSize() throws {
        let file = try Pictures.jpeg(width: 17, height: 9, sampling: (2, 2), pixel: Pictures.flat(Self.blue))
        let picture = try SystemImageDecoder().decodeImage(from: file)
        #expect(picture.width == 17)
        #expect(picture.height == 9)
        #expect(picture.rgb.count == 17 * 9 * 3)
        #expect(picture.pixel(x: 16, y: 8, isNear: Self.blue))
    }

    @Test("CMYK and YCCK (Adobe's, inks stored inverted) become RGB", arguments: [false, true])
    func cmyk(ycck: Bool) throws {
        // Stored as 255 - ink: red is no cyan, full magenta and yellow, no black; green is full cyan and yellow.
        let file = try Pictures.jpeg(width: 16, height: 8, components: 4, ycck: ycck) { x, _ in
            x < 8 ? [255, 0, 0, 255] : [0, 255, 0, 255]
        }
        let picture = try SystemImageDecoder().decodeImage(from: file)
        #expect(picture.pixel(x: 2, y: 4, isNear: [255, 0, 0]), "\(picture.color(x: 2, y: 4))")
        #expect(picture.pixel(x: 13, y: 4, isNear: [0, 255, 0]), "\(picture.color(x: 13, y: 4))")
    }

    @Test("A colour space the decoder does not know (two components) is .unsupportedFormat")
    func unknownColorSpace() throws {
        let file = try Pictures.jpeg(width: 8, height: 8, components: 2, pixel: Pictures.flat([10, 20]))
        #expect(throws: ImageDecodingError.unsupportedFormat(path: "two.jpg")) {
            try SystemImageDecoder().decodeImage(from: file, name: "two.jpg")
        }
    }

    @Test("A JPEG cut short after some rows still gives the whole picture, its first rows as decoded from the whole file")
    func cutAfterSomeRows() throws {
        let whole = try Pictures.jpeg(width: 64, height: 64, pixel: Pictures.noise)
        let decoder = SystemImageDecoder()
        let full = try decoder.decodeImage(from: whole)
        let cut = try decoder.decodeImage(from: Array(whole.prefix(whole.count * 6 / 10)))
        #expect(cut.width == 64 && cut.height == 64)
        let firstRows = 64 * 8 * 3
        #expect(cut.rgb.prefix(firstRows) == full.rgb.prefix(firstRows), "the first row of blocks was in the file")
        #expect(cut.rgb.suffix(firstRows) != full.rgb.suffix(firstRows), "the last row of blocks was not")
    }

    @Test("A JPEG cut inside its header is .corrupt with libjpeg's message")
    func cutInHeader() throws {
        let whole = try Pictures.jpeg(width: 8, height: 8, pixel: Pictures.flat(Self.red))
        let files = try PictureFiles()
        defer { files.remove() }
        let path = try files.write(Array(whole.prefix(20)), named: "broken.jpg")
        #expect { try SystemImageDecoder().decodeImage(atPath: path) } throws: { isCorrupt($0, name: path, saying: "image") }
    }

    @Test("Random bytes after the start-of-image marker are a typed error, never a crash")
    func garbageAfterStart() throws {
        var generator = SplitMix(seed: 42)
        let decoder = SystemImageDecoder(maxPixels: 1_000_000)
        var corrupt = 0
        for round in 0..<300 {
            let length = Int(generator.next() % 600)
            let garbage = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            do throws(ImageDecodingError) {
                let picture = try decoder.decodeImage(from: [0xFF, 0xD8, 0xFF] + garbage, name: "garbage-\(round)")
                Issue.record("garbage \(round) decoded as a \(picture.width)×\(picture.height) picture")
            } catch .corrupt(let path, let reason) {
                #expect(path == "garbage-\(round)" && !reason.isEmpty)
                corrupt += 1
            } catch {
                // Another typed error (.tooLarge for a huge random header) is a fine end too.
            }
        }
        #expect(corrupt > 250, "libjpeg refused the garbage with its message (\(corrupt) of 300)")
    }

    @Test("A header claiming a huge size is .tooLarge before any pixel is allocated")
    func claimedHugeSize() throws {
        let small = try Pictures.jpeg(width: 8, height: 8, pixel: Pictures.flat(Self.red))
        let huge = try #require(Pictures.withClaimedSize(small, width: 60_000, height: 60_000))
        // 60,000 × 60,000 × 3 bytes would be 10.8 GB: the default limit (40 megapixels) refuses it from the header.
        #expect(throws: ImageDecodingError.tooLarge(width: 60_000, height: 60_000)) { try SystemImageDecoder().decodeImage(from: huge) }
        #expect(throws: ImageDecodingError.tooLarge(width: 8, height: 8)) { try SystemImageDecoder(maxPixels: 63).decodeImage(from: small) }
    }

    @Test("A progressive JPEG of 2,090 scans is refused after 1,000 of them, quickly; one of 704 decodes")
    func tooManyScans() throws {
        let hostile = try Pictures.jpeg(width: 128, height: 128, scans: JPEG_TEST_EVERY_BIT, pixel: Pictures.noise)
        let clock = ContinuousClock()
        let start = clock.now
        #expect { try SystemImageDecoder().decodeImage(from: hostile, name: "scans.jpg") } throws: {
            isCorrupt($0, name: "scans.jpg", saying: "more than 1000 scans")
        }
        #expect(clock.now - start < .seconds(5))
        // Every bit of every coefficient of one grey component in a scan of its own: many scans, but under the limit,
        // and the same coefficients as one baseline scan.
        let grey: (Int, Int) -> [UInt8] = { x, y in [Pictures.noise(x, y)[0]] }
        let manyScans = try Pictures.jpeg(width: 24, height: 16, components: 1, scans: JPEG_TEST_EVERY_BIT, pixel: grey)
        let baseline = try Pictures.jpeg(width: 24, height: 16, components: 1, pixel: grey)
        #expect(try SystemImageDecoder().decodeImage(from: manyScans) == SystemImageDecoder().decodeImage(from: baseline))
    }
}

@Suite("SystemImageDecoder: files and bytes in memory")
struct ImageSourceTests {
    @Test("Decoding the bytes gives what decoding their file gives")
    func bytesAndFile() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let file = try Pictures.jpeg(width: 24, height: 8, pixel: Pictures.noise)
        let path = try files.write(file, named: "same.jpg")
        let decoder = SystemImageDecoder()
        #expect(try decoder.decodeImage(atPath: path) == decoder.decodeImage(from: file))
    }

    @Test("Errors name the file by its path, bytes by their name or \"<memory>\"")
    func errorNames() throws {
        let files = try PictureFiles()
        defer { files.remove() }
        let decoder = SystemImageDecoder()
        let missing = files.directory.appending(path: "missing.png").path()
        #expect(throws: ImageDecodingError.unreadable(path: missing)) { try decoder.decodeImage(atPath: missing) }
        let text = try files.write(Array("not a picture".utf8), named: "x.png")
        #expect(throws: ImageDecodingError.unsupportedFormat(path: text)) { try decoder.decodeImage(atPath: text) }
        #expect(throws: ImageDecodingError.unsupportedFormat(path: "<memory>")) { try decoder.decodeImage(from: Array("GIF89a".utf8)) }
        #expect(throws: ImageDecodingError.unsupportedFormat(path: "https://example.com/a.gif")) {
            try decoder.decodeImage(from: [], name: "https://example.com/a.gif")
        }
    }
}

/// A small deterministic generator of test bytes (SplitMix64).
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
