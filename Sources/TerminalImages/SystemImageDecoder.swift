import CLibPNG
import CTurboJPEG
import Foundation
public import TerminalUI

/// Decodes PNG files with the system's libpng and JPEG files with libjpeg-turbo, for TerminalUI's
/// pictures. The format is told by the file's first bytes, not its name. Bad input is a typed
/// error, never a crash: both libraries report errors as return codes here (libpng's simplified
/// API, TurboJPEG), and pictures above `maxPixels` are refused before any pixel is allocated.
public struct SystemImageDecoder: ImageDecoder {
    /// The largest picture decoded, in pixels (width × height); larger ones are `.tooLarge`.
    public var maxPixels: Int
    /// The colour transparent PNG pixels are laid on.
    public var background: (red: UInt8, green: UInt8, blue: UInt8)

    /// Creates a decoder; by default up to 40 megapixels, transparency on white.
    public init(maxPixels: Int = 40_000_000, background: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255)) {
        self.maxPixels = maxPixels
        self.background = background
    }

    /// Reads the file and decodes it as PNG or JPEG by its first bytes.
    public func decodeImage(atPath path: String) throws(ImageDecodingError) -> PixelBuffer {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try decodePNG(bytes, path: path) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(bytes, path: path) }
        throw .unsupportedFormat(path: path)
    }

    /// A PNG through libpng's simplified API: any bit depth, palette or colour type, as 8-bit RGB
    /// with transparency laid on `background`.
    func decodePNG(_ bytes: [UInt8], path: String) throws(ImageDecodingError) -> PixelBuffer {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let opened = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard opened != 0 else { throw .corrupt(path: path, reason: Self.message(of: image)) }
        defer { png_image_free(&image) }
        let (width, height) = (Int(image.width), Int(image.height))
        try checkSize(width: width, height: height)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR)
        var backdrop = png_color(red: background.red, green: background.green, blue: background.blue)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, &backdrop, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw .corrupt(path: path, reason: Self.message(of: image)) }
        return try PixelBuffer(width: width, height: height, rgb: pixels)
    }

    /// A JPEG through TurboJPEG, grey or colour, as 8-bit RGB. A warning (a file cut short after
    /// its last full row) still gives the picture; an error does not.
    func decodeJPEG(_ bytes: [UInt8], path: String) throws(ImageDecodingError) -> PixelBuffer {
        guard let handle = tjInitDecompress() else { throw .corrupt(path: path, reason: "TurboJPEG could not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let header = bytes.withUnsafeBytes { buffer in
            tjDecompressHeader3(
                handle, buffer.bindMemory(to: UInt8.self).baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace
            )
        }
        guard header == 0 else { throw .corrupt(path: path, reason: Self.message(of: handle)) }
        try checkSize(width: Int(width), height: Int(height))
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 3)
        let decoded = bytes.withUnsafeBytes { source in
            pixels.withUnsafeMutableBytes { target in
                tjDecompress2(
                    handle, source.bindMemory(to: UInt8.self).baseAddress, UInt(source.count),
                    target.bindMemory(to: UInt8.self).baseAddress, width, 0, height, Int32(TJPF_RGB.rawValue), 0
                )
            }
        }
        guard decoded == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else {
            throw .corrupt(path: path, reason: Self.message(of: handle))
        }
        return try PixelBuffer(width: Int(width), height: Int(height), rgb: pixels)
    }

    private func checkSize(width: Int, height: Int) throws(ImageDecodingError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= maxPixels else { throw .tooLarge(width: width, height: height) }
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { buffer in
            String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func message(of handle: tjhandle) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown TurboJPEG error"
    }
}
