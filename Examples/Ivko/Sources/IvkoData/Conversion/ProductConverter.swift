import Foundation
import IvkoModel

/// Converts the products of one export page. Values that repeat across products (categories, size
/// ranges, colour lists, care texts, materials) are converted once per page and then looked up.
struct ProductConverter {
    /// The styles found inactive so far.
    private(set) var inactiveStyles: [StyleCode] = []
    private let localTime: LocalTimeConverter
    private let shopCurrency: Currency
    private var categories: [String: Category] = [:]
    private var sizeLists: [String: [Size]] = [:]
    private var careLists: [String: [String]] = [:]
    private var colorLists: [String: [ColorCode]] = [:]
    private var materialNames: [String: String] = [:]

    /// Starts a page, reading times with `localTime` and defaulting prices to `shopCurrency`.
    init(localTime: LocalTimeConverter, shopCurrency: Currency) {
        self.localTime = localTime
        self.shopCurrency = shopCurrency
    }

    /// The product of `fields`, or `nil` when it is inactive (then only its style has been read).
    mutating func product(from fields: FieldReader) throws(FieldError) -> Product? {
        let style = try fields.requiredStyle("style")
        guard try fields.flag("active") == true else {
            inactiveStyles.append(style)
            return nil
        }
        return Product(
            style: style,
            name: try fields.requiredName("name"),
            category: try category(fields),
            description: try fields.plainText("desc"),
            price: try PriceReader.price(try fields.requiredObject("price"), fallbackCurrency: shopCurrency),
            care: try care(fields),
            materials: try materials(fields),
            colors: try colors(fields),
            sizes: try sizes(fields),
            images: try images(fields),
            updated: try fields.isoTime("updated", localTime: localTime)
        )
    }

    private mutating func category(_ fields: FieldReader) throws(FieldError) -> Category? {
        guard let raw = try fields.text("category") else { return nil }
        if let known = categories[raw] { return known }
        let name = TextCase.titleCased(HTMLText.plainText(raw))
        let category = name.isEmpty ? nil : Category(name: name)
        categories[raw] = category
        return category
    }

    private mutating func sizes(_ fields: FieldReader) throws(FieldError) -> [Size] {
        guard let raw = try fields.text("sizes") else { return [] }
        if let known = sizeLists[raw] { return known }
        guard let sizes = SizeParser.sizes(from: raw) else { throw fields.unreadable("sizes", "a size range or list", raw) }
        sizeLists[raw] = sizes
        return sizes
    }

    private mutating func care(_ fields: FieldReader) throws(FieldError) -> [String] {
        guard let raw = try fields.text("care") else { return [] }
        if let known = careLists[raw] { return known }
        let care = CodeParser.list(HTMLText.plainText(raw), separator: ";").map(TextCase.sentenceCased)
        careLists[raw] = care
        return care
    }

    private mutating func materials(_ fields: FieldReader) throws(FieldError) -> [String] {
        try fields.plainTextList("materials").map { material in
            if let known = materialNames[material] { return known }
            let name = TextCase.titleCased(material)
            materialNames[material] = name
            return name
        }
    }

    private mutating func colors(_ fields: FieldReader) throws(FieldError) -> [ColorCode] {
        guard let raw = try fields.text("colors") else { return [] }
        if let known = colorLists[raw] { return known }
        var codes: [ColorCode] = []
        var seen: Set<ColorCode> = []
        for element in CodeParser.list(raw, separator: ",") {
            guard let code = CodeParser.color(element) else { throw fields.unreadable("colors", "colour codes", raw) }
            if seen.insert(code).inserted { codes.append(code) }
        }
        colorLists[raw] = codes
        return codes
    }

    private func images(_ fields: FieldReader) throws(FieldError) -> ProductImages {
        guard let images = try fields.object("images") else { return ProductImages() }
        var gallery: [AssetPath] = []
        if let raw = try images.text("gallery") {
            guard let paths = AssetParser.paths(raw) else { throw images.unreadable("gallery", "asset paths", raw) }
            gallery = paths
        }
        return ProductImages(promo: try images.assetPath("promo"), grid: try images.assetPath("grid"), gallery: gallery)
    }
}
