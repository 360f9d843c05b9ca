/// A product's image paths, relative to `assets/`. An empty string means "no image".
public struct ProductImages: Sendable, Equatable, Encodable {
    /// Large promotional picture, or `""`.
    public var promo: String
    /// Grid thumbnail, or `""`.
    public var grid: String
    /// Gallery pictures (sent as one `;`-separated string).
    public var gallery: [String]

    /// Creates the image paths of one product.
    public init(promo: String, grid: String, gallery: [String]) {
        self.promo = promo
        self.grid = grid
        self.gallery = gallery
    }

    /// Every non-empty path, in the order promo, grid, gallery.
    public var allPaths: [String] {
        ([promo, grid] + gallery).filter { !$0.isEmpty }
    }

    private enum CodingKeys: String, CodingKey {
        case promo, grid, gallery
    }

    /// Encodes `{"promo", "grid", "gallery": "a;b"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(promo, forKey: .promo)
        try container.encode(grid, forKey: .grid)
        try container.encode(gallery.joined(separator: ";"), forKey: .gallery)
    }
}
