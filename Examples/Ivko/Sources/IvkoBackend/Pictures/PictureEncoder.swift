import CIvkoPictureEncoder

/// Why a product picture could not be encoded.
enum PictureEncodingError: Error, Equatable {
    /// The pixels did not match the dimensions (a bug of the drawing, never of the catalog).
    case badArgument(String)
    /// libjpeg or libpng failed, with its message.
    case failed(String)
}

/// RGB pixels to a JPEG (libjpeg) or PNG (libpng) file in memory, through CIvkoPictureEncoder.
enum PictureEncoder {
    /// A baseline JPEG of `quality` (1 … 100).
    static func jpeg(_ rgb: [UInt8], width: Int, height: Int, quality: Int) throws(PictureEncodingError) -> [UInt8] {
        try encode(rgb, width: width, height: height) { pixels, count, width, height, output, size, message, capacity in
            ivko_picture_encode_jpeg(pixels, count, width, height, Int32(quality), output, size, message, capacity)
        }
    }

    /// An 8-bit RGB PNG.
    static func png(_ rgb: [UInt8], width: Int, height: Int) throws(PictureEncodingError) -> [UInt8] {
        try encode(rgb, width: width, height: height) { pixels, count, width, height, output, size, message, capacity in
            ivko_picture_encode_png(pixels, count, width, height, output, size, message, capacity)
        }
    }

    private typealias Call = (
        UnsafePointer<UInt8>?, Int, UInt32, UInt32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
        UnsafeMutablePointer<Int>, UnsafeMutablePointer<CChar>, Int
    ) -> ivko_picture_status

    private static func encode(_ rgb: [UInt8], width: Int, height: Int, call: Call) throws(PictureEncodingError) -> [UInt8] {
        guard let width32 = UInt32(exactly: width), let height32 = UInt32(exactly: height) else {
            throw .badArgument("dimensions \(width) × \(height)")
        }
        var message = [CChar](repeating: 0, count: 256)
        let capacity = message.count
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = rgb.withUnsafeBufferPointer { pixels in
            call(pixels.baseAddress, pixels.count, width32, height32, &output, &size, &message, capacity)
        }
        defer { ivko_picture_free(output) }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case IVKO_PICTURE_OK:
            guard let output else { throw .failed("no output") }
            return Array(UnsafeBufferPointer(start: output, count: size))
        case IVKO_PICTURE_BAD_ARGUMENT:
            throw .badArgument(text)
        default:
            throw .failed(text)
        }
    }
}
