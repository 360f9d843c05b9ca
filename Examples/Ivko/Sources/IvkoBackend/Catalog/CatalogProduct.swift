/// One product of the fixture's catalog, holding exactly what the export sends (spellings and
/// empty values included) plus the live data behind `details` (live price, stock, related styles).
public struct CatalogProduct: Sendable, Equatable {
    /// Style code: season (3) + theme (2) + number (4), e.g. `W26KD0112`.
    public var style: String
    /// Upper-case name, maybe with trailing spaces.
    public var name: String
    /// Category name in whatever casing the export uses.
    public var category: String
    /// HTML description, or one of the empty spellings.
    public var description: ExportText
    /// The price in the export.
    public var price: ExportPrice
    /// The live price answered by `details` (may carry a sale the export does not show yet).
    public var livePrice: ExportPrice
    /// Care instructions separated by `;`, or an empty spelling.
    public var care: ExportText
    /// Material lines such as `"95% VISCOSE"`.
    public var materials: [String]
    /// Colour codes, possibly including codes missing from the colour table.
    public var colorCodes: [String]
    /// Sizes as a range, a list or none.
    public var sizes: SizeSpec
    /// Image paths relative to `assets/`.
    public var images: ProductImages
    /// The `active` flag in its export spelling.
    public var active: ExportFlag
    /// Last change, ISO 8601 local time without a zone.
    public var updated: String
    /// An unknown extra field some records carry (`legacyId`).
    public var legacyID: String?
    /// Live stock per colour and size.
    public var stock: [StockEntry]
    /// Related style codes answered by `details`.
    public var related: [String]

    /// Whether the product may be shown and sold.
    public var isActive: Bool { active.isOn }

    /// The 3-character season code the style starts with.
    public var seasonCode: String { String(style.prefix(3)) }

    /// Pieces in stock for one colour and size (0 when the pair has no entry).
    public func stockQuantity(color: String, size: String) -> Int {
        stock.first { $0.color == color && $0.size == size }?.quantity ?? 0
    }
}

extension CatalogProduct: Encodable {
    private enum CodingKeys: String, CodingKey {
        case style, name, category, desc, price, care, materials, colors, sizes, images, active, updated
        case legacyID = "legacyId"
    }

    /// Encodes the product as one element of `products.json`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(name, forKey: .name)
        try container.encode(category, forKey: .category)
        try container.encode(description, forKey: .desc)
        try container.encode(price, forKey: .price)
        try container.encode(care, forKey: .care)
        try container.encode(materials, forKey: .materials)
        try container.encode(colorCodes.joined(separator: ","), forKey: .colors)
        try container.encode(sizes.exportValue, forKey: .sizes)
        try container.encode(images, forKey: .images)
        try container.encode(active, forKey: .active)
        try container.encode(updated, forKey: .updated)
        try container.encodeIfPresent(legacyID, forKey: .legacyID)
    }
}
