/// The path of an image or look-book file relative to the backend's `assets/` folder,
/// e.g. `img/grid/W26KD0112_g.jpg`. Encodes as a string.
public struct AssetPath: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The relative path.
    public let rawValue: String

    /// Makes a path; `nil` when it is empty, absolute, or climbs out of `assets/` with `..`.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, !rawValue.hasPrefix("/"),
              !rawValue.split(separator: "/").contains(where: { $0 == ".." })
        else { return nil }
        self.rawValue = rawValue
    }

    /// The relative path.
    public var description: String { rawValue }
}
