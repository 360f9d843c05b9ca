import IvkoModel

/// What `IvkoFuzzTargets.ratingsFeed` holds fixed around its input: the product asked for and the
/// answer's content type.
enum RatingsFeedInput {
    /// The product the feed is asked for: the one the samples (`Tests/Fixtures/ReviewsSamples/`) are about.
    static let style = StyleCode(rawValue: "W26KD0112")!
    /// The content type the service sends its feed with.
    static let contentType = "application/xml; charset=utf-8"

    /// Whether the body is what the wrapper promises to read as no ratings: at most 512 bytes of white
    /// space and byte order marks.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.count <= 512 && String(decoding: bytes, as: UTF8.self).allSatisfy { $0.isWhitespace || $0 == "\u{FEFF}" }
    }
}
