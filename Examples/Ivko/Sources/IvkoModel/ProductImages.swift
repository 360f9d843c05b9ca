/// The images of a product, as paths under the backend's `assets/`.
public struct ProductImages: Hashable, Sendable, Codable {
    /// The large promotional image, if any.
    public var promo: AssetPath?
    /// The image for grids and lists, if any.
    public var grid: AssetPath?
    /// The gallery images, in order (may be empty).
    public var gallery: [AssetPath]

    /// Makes a product's images.
    public init(promo: AssetPath? = nil, grid: AssetPath? = nil, gallery: [AssetPath] = []) {
        self.promo = promo
        self.grid = grid
        self.gallery = gallery
    }
}
