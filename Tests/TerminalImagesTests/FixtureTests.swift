import Foundation
import TerminalImages
import TerminalUI
import Testing

/// The repository's folder, found from this file.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The bytes of a file of the repository.
private func contents(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: repository.appending(path: path)))
}

/// The fixture pictures of `Tests/Fixtures/Images/` (the image fuzzer's seeds), and the fuzzer's kept
/// corpus replayed as `fuzz-image-decoder` runs it.
@Suite("Picture fixtures and the image decoder's fuzz corpus")
struct FixtureTests {
    /// Each fixture's size (see its README).
    static let sizes: [String: [Int]] = [
        "baseline-444.jpg": [16, 16], "subsampled-420-17x9.jpg": [17, 9], "subsampled-422-restarts.jpg": [24, 16],
        "grey.jpg": [8, 8], "progressive-420.jpg": [16, 16], "arithmetic.jpg": [16, 8], "arithmetic-progressive.jpg": [8, 8],
        "cmyk-adobe.jpg": [8, 8], "ycck-adobe.jpg": [8, 8], "rgb-8.png": [5, 3], "rgba-16.png": [4, 4], "grey-1bit.png": [9, 3],
        "grey-alpha.png": [3, 3], "palette-trns.png": [4, 4], "interlaced-rgb.png": [7, 7],
    ]

    /// Channel `channel` of pixel `x`, `y` of the colour PNG fixtures.
    static func pattern(_ x: Int, _ y: Int, _ channel: Int) -> Int {
        (x * 40 + y * 17 + channel * 90) % 256
    }

    @Test("The fixtures folder holds exactly the pictures its README lists")
    func listed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: repository.appending(path: "Tests/Fixtures/Images").path())
        #expect(Set(names.filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }) == Set(Self.sizes.keys))
    }

    @Test("Every fixture picture decodes to its size", arguments: sizes.keys.sorted())
    func decodes(name: String) throws {
        let picture = try SystemImageDecoder().decodeImage(from: contents("Tests/Fixtures/Images/\(name)"), name: name)
        #expect([picture.width, picture.height] == Self.sizes[name])
    }

    @Test("The PNG fixtures decode to their pixels: 8-bit, interlaced, 1-bit grey, palette and 16-bit transparency")
    func pngPixels() throws {
        let decoder = SystemImageDecoder()
        for name in ["rgb-8.png", "interlaced-rgb.png"] {
            let picture = try decoder.decodeImage(from: contents("Tests/Fixtures/Images/\(name)"))
            for y in 0..<picture.height {
                for x in 0..<picture.width {
                    #expect(picture.color(x: x, y: y) == (0..<3).map { Self.pattern(x, y, $0) }, "\(name) at \(x), \(y)")
                }
            }
        }
        let checkerboard = try decoder.decodeImage(from: contents("Tests/Fixtures/Images/grey-1bit.png"))
        #expect(checkerboard.color(x: 0, y: 0) == [0, 0, 0] && checkerboard.color(x: 1, y: 0) == [255, 255, 255])
        // Index (x + y) mod 4 of red, green, blue, white; red opaque, blue clear (the white background shows).
        let palette = try decoder.decodeImage(from: contents("Tests/Fixtures/Images/palette-trns.png"))
        #expect(palette.color(x: 0, y: 0) == [255, 0, 0])
        #expect(palette.color(x: 2, y: 0) == [255, 255, 255])
        #expect(palette.color(x: 3, y: 0) == [250, 250, 250])
        // Alpha 0 in the first column (the background shows), 255 in the last (the background does not matter).
        let rgba = try contents("Tests/Fixtures/Images/rgba-16.png")
        let onBlack = try SystemImageDecoder(background: (0, 0, 0)).decodeImage(from: rgba)
        let onWhite = try SystemImageDecoder(background: (255, 255, 255)).decodeImage(from: rgba)
        #expect(onBlack.color(x: 0, y: 1) == [0, 0, 0] && onWhite.color(x: 0, y: 1) == [255, 255, 255])
        #expect(onBlack.color(x: 3, y: 1) == onWhite.color(x: 3, y: 1))
        #expect(onBlack.color(x: 3, y: 1) != [0, 0, 0])
    }

    @Test("Every input of the image decoder's fuzz corpus ends as a picture within its promises or a typed error")
    func fuzzCorpus() throws {
        let folder = repository.appending(path: "Fuzz/Corpus/image-decoder")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path()).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names.count >= 20, "the image-decoder corpus is missing or nearly empty")
        // As fuzz-image-decoder decodes them.
        let decoder = SystemImageDecoder(maxPixels: 1 << 20)
        var pictures = 0
        var errors = 0
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appending(path: name)))
            do throws(ImageDecodingError) {
                let picture = try decoder.decodeImage(from: bytes, name: name)
                let pixels = picture.width * picture.height
                #expect(pixels <= decoder.maxPixels && picture.rgb.count == pixels * 3, "\(name)")
                pictures += 1
            } catch {
                // An ImageDecodingError (the do block's type): the decoder lets nothing else out.
                errors += 1
            }
        }
        // A corpus that only ever fails (or only ever succeeds) no longer reaches the decoder's other half.
        #expect(pictures > 0, "no input decoded")
        #expect(errors > 0, "no input was refused")
    }
}
