public import Foundation

/// A product of the catalog as the UI shows it: clean text, exact prices, sizes in chart order.
///
/// Only active products exist in the model; the season and theme come from the style code.
public struct Product: Hashable, Sendable, Codable, Identifiable {
    /// The style code, the product's id.
    public var style: StyleCode
    /// The name, in title case (`Sequin Dress`).
    public var name: String
    /// The category, when the backend names one.
    public var category: Category?
    /// The description as plain text (no markup, entities decoded); `nil` when there is none.
    public var description: String?
    /// The retail price, and the sale price during a sale.
    public var price: Price
    /// The care instructions, one per element (`Hand wash`, `Dry flat`).
    public var care: [String]
    /// The materials, e.g. `95% Viscose`.
    public var materials: [String]
    /// The codes of the colours the product comes in, in the backend's order.
    /// Resolve names with a `ColorTable`; an unknown code is never dropped.
    public var colors: [ColorCode]
    /// The sizes, in size-chart order; empty for one-size products.
    public var sizes: [Size]
    /// The images.
    public var images: ProductImages
    /// When the backend last changed the product, if it says.
    public var updated: Date?

    /// Makes a product.
    public init(
        style: StyleCode, name: String, category: Category? = nil, description: String? = nil, price: Price,
        care: [String] = [], materials: [String] = [], colors: [ColorCode] = [], sizes: [Size] = [],
        images: ProductImages = ProductImages(), updated: Date? = nil
    ) {
        self.style = style
        self.name = name
        self.category = category
        self.description = description
        self.price = price
        self.care = care
        self.materials = materials
        self.colors = colors
        self.sizes = sizes
        self.images = images
        self.updated = updated
    }

    /// The style code (`Identifiable`).
    public var id: StyleCode { style }
    /// The season the product belongs to, from its style code.
    public var season: SeasonCode { style.season }
    /// The theme the product belongs to, from its style code.
    public var theme: ThemeID { style.theme }
}
