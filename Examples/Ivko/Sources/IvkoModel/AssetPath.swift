/// The path of an image or look-book file relative to the backend's `assets/` folder,
/// e.g. `img/grid/W26KD0112_g.jpg`. Encodes as a string.
public struct AssetPath: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The relative path.
    public let rawValue: String

    /// Makes a path; `nil` when it is empty, absolute, or climbs out of `assets/` with `..`.
    public init?(rawValue: String) {
        guard let first = rawValue.utf8.first, first != UInt8(ascii: "/"), !AssetPath.climbsUp(rawValue) else {
            return nil
        }
        self.rawValue = rawValue
    }

    /// Whether one of the path's segments is `..`.
    private static func climbsUp(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in climbsUp(bytes) }
    }

    private static func climbsUp(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var segmentLength = 0
        var segmentDots = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 2, segmentDots == 2 { return true }
                segmentLength = 0
                segmentDots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { segmentDots += 1 }
            }
        }
        return segmentLength == 2 && segmentDots == 2
    }

    /// The relative path.
    public var description: String { rawValue }
}
