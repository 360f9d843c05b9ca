import Foundation
import LibFuzzerDriver
import TerminalImages
import TerminalUI

// Runs libFuzzer over `SystemImageDecoder.decodeImage(from:name:)`, TerminalImages' reader of PNG and
// JPEG bytes (libpng, and libjpeg through CJPEGShim). Its typed throws let only a `PixelBuffer` or an
// `ImageDecodingError` out; anything else (a trap, a crash or an abort in the C libraries, a longjmp
// gone astray) ends the process, which libFuzzer reports with the input. A picture must also keep the
// decoder's promises: within `maxPixels`, three bytes a pixel.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&arguments, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        // A megapixel at most keeps every input quick; the limit itself is tested in TerminalImagesTests.
        let decoder = SystemImageDecoder(maxPixels: 1 << 20)
        do throws(ImageDecodingError) {
            let picture = try decoder.decodeImage(from: bytes, name: "fuzz")
            let pixels = picture.width * picture.height
            precondition(pixels <= decoder.maxPixels, "a \(picture.width)×\(picture.height) picture passed the pixel limit")
            precondition(picture.rgb.count == pixels * 3, "\(picture.rgb.count) bytes for \(pixels) pixels")
        } catch {
            _ = error // an ImageDecodingError: a typed refusal is a fine end
        }
        return 0
    })
