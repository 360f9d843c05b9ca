/// Decodes an image file into pixels for the renderer. TerminalUI decodes nothing itself: the
/// program supplies a decoder (the `TerminalImages` module wraps the system's libpng and libjpeg),
/// and without one every picture is drawn as its text alternative.
public protocol ImageDecoder: Sendable {
    /// The pixels of the PNG or JPEG file at `path`, or a typed error saying why not.
    func decodeImage(atPath path: String) throws(ImageDecodingError) -> PixelBuffer
}

/// Why a picture could not be decoded. The renderer then draws its text alternative.
public enum ImageDecodingError: Error, Hashable, Sendable {
    /// The file could not be read.
    case unreadable(path: String)
    /// The file is not a PNG or JPEG this decoder knows.
    case unsupportedFormat(path: String)
    /// The file is damaged or cut short; `reason` is the decoder's message.
    case corrupt(path: String, reason: String)
    /// The picture is larger than the decoder accepts.
    case tooLarge(width: Int, height: Int)
    /// Pixel data that does not match its dimensions.
    case badPixelData(width: Int, height: Int, byteCount: Int)
}
