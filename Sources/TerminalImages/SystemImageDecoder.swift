import CJPEGShim
import CLibPNG
import Foundation
public import TerminalUI

/// Decodes PNG with the system's libpng and JPEG with the system's libjpeg, for TerminalUI's
/// pictures, from a file or from bytes in memory. The format is told by the first bytes, not a
/// name. Bad input is a typed error, never a crash: libpng's simplified API reports errors as
/// return codes, and libjpeg's error jump is kept inside C by the CJPEGShim module. Pictures above
/// `maxPixels` are refused before any pixel is allocated; a JPEG that would need more than its
/// memory budget, or that has more than 1,000 scans, is refused too.
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

    /// Reads the file and decodes it as PNG or JPEG by its first bytes (see `decodeImage(from:name:)`);
    /// errors name the file by `path`.
    public func decodeImage(atPath path: String) throws(ImageDecodingError) -> PixelBuffer {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        return try decodeImage(from: [UInt8](data), name: path)
    }

    /// Decodes a PNG or JPEG held in memory, told by its first bytes, as 8-bit RGB. `name` stands for
    /// the picture in the errors (their `path`): its file, its URL, or by default `"<memory>"`.
    ///
    /// A PNG of any bit depth, palette or colour type comes back with its transparency laid on
    /// `background`. A JPEG may be grey, YCbCr, RGB, CMYK or YCCK, baseline or progressive; one cut
    /// short after its header still gives the picture (libjpeg fills in what is missing). Errors:
    /// `.unsupportedFormat` for other bytes or another JPEG colour space, `.tooLarge` above
    /// `maxPixels` or the JPEG memory budget, `.corrupt` with the library's message otherwise.
    public func decodeImage(from bytes: [UInt8], name: String = "<memory>") throws(ImageDecodingError) -> PixelBuffer {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try decodePNG(bytes, name: name) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(bytes, name: name) }
        throw .unsupportedFormat(path: name)
    }

    /// A PNG through libpng's simplified API: any bit depth, palette or colour type, as 8-bit RGB
    /// with transparency laid on `background`.
    func decodePNG(_ bytes: [UInt8], name: String) throws(ImageDecodingError) -> PixelBuffer {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let opened = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard opened != 0 else { throw .corrupt(path: name, reason: Self.message(of: image)) }
        defer { png_image_free(&image) }
        let (width, height) = (Int(image.width), Int(image.height))
        try checkSize(width: width, height: height)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR)
        var backdrop = png_color(red: background.red, green: background.green, blue: background.blue)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, &backdrop, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw .corrupt(path: name, reason: Self.message(of: image)) }
        return try PixelBuffer(width: width, height: height, rgb: pixels)
    }

    /// A JPEG through the shim: the header first, the size checked, then the pixels as 8-bit RGB.
    func decodeJPEG(_ bytes: [UInt8], name: String) throws(ImageDecodingError) -> PixelBuffer {
        let decoded = bytes.withUnsafeBufferPointer { source in decodeJPEG(source, name: name) }
        return try decoded.get()
    }

    /// The JPEG in `source`, which stays valid for the whole decode.
    private func decodeJPEG(_ source: UnsafeBufferPointer<UInt8>, name: String) -> Result<PixelBuffer, ImageDecodingError> {
        var message = [CChar](repeating: 0, count: 256)
        let capacity = message.count
        var header = jpeg_shim_header()
        var opened: OpaquePointer?
        let status = jpeg_shim_open(source.baseAddress, source.count, &opened, &header, &message, capacity)
        guard status == JPEG_SHIM_OK, let decoder = opened else {
            return .failure(Self.error(status, message: message, name: name, header: header))
        }
        defer { jpeg_shim_close(decoder) }
        let (width, height) = (Int(header.width), Int(header.height))
        do {
            try checkSize(width: width, height: height)
        } catch {
            return .failure(error)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let read = pixels.withUnsafeMutableBufferPointer { target in
            jpeg_shim_read_rgb(decoder, target.baseAddress, target.count, 0, &message, capacity)
        }
        guard read == JPEG_SHIM_OK else { return .failure(Self.error(read, message: message, name: name, header: header)) }
        return Result { () throws(ImageDecodingError) in try PixelBuffer(width: width, height: height, rgb: pixels) }
    }

    private func checkSize(width: Int, height: Int) throws(ImageDecodingError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= maxPixels else { throw .tooLarge(width: width, height: height) }
    }

    /// The typed error for a failed call of the shim.
    private static func error(_ status: jpeg_shim_status, message: [CChar], name: String, header: jpeg_shim_header) -> ImageDecodingError {
        switch status {
        case JPEG_SHIM_UNSUPPORTED_COLOR_SPACE:
            return .unsupportedFormat(path: name)
        case JPEG_SHIM_OUT_OF_MEMORY where header.width > 0 && header.height > 0:
            return .tooLarge(width: Int(header.width), height: Int(header.height))
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .corrupt(path: name, reason: text.isEmpty ? "libjpeg failed (status \(status.rawValue))" : text)
        }
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { buffer in
            String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
