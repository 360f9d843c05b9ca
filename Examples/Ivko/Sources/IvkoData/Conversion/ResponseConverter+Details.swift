package import IvkoModel
package import IvkoService

extension ResponseConverter {
    /// Converts `GET details?style=` into the live price, stock and related styles of one product.
    ///
    /// Stock rows are `{"color", "size", "qty"}` (`qty` may be padded, `"007"`); a pair not listed
    /// has no stock. An unreadable stock row (also one whose `qty` is negative or above
    /// `ResponseConverter.maximumQuantity`) or related code is skipped (noted in `skipped`): it can only
    /// hide stock, never invent it. Repeated related styles are dropped in linear time.
    /// - Throws: `DataError.invalidField` when the style or price cannot be read,
    ///   `DataError.unexpectedStructure` when `stock` is not an array.
    package func productDetails(fromDetails details: JSONValue) throws(DataError) -> Converted<ProductDetails> {
        var reader = ResponseReader(.details, logger: logger)
        let root = try reader.root(details)
        let (style, price) = try reader.single { () throws(FieldError) in
            (try root.requiredStyle("style"), try PriceReader.price(try root.requiredObject("price"), fallbackCurrency: shopCurrency))
        }
        let rows = try reader.list("stock", in: root, required: false)
        let variants = reader.records(rows, at: "stock", key: "color") { row throws(FieldError) in
            let quantity = try row.quantity("qty") ?? 0
            return (Stock.Variant(color: try row.requiredColor("color"), size: try row.lineSize("size")), quantity)
        }
        let related = relatedStyles(root, reader: &reader)
        let stock = Stock(Dictionary(variants) { _, last in last })
        return Converted(ProductDetails(style: style, price: price, stock: stock, related: related), skipped: reader.skipped)
    }

    /// The styles of the comma-separated `related` member, unreadable ones skipped.
    private func relatedStyles(_ root: FieldReader, reader: inout ResponseReader) -> [StyleCode] {
        let raw: String?
        do {
            raw = try root.text("related")
        } catch {
            reader.skip("related", key: nil, error: error)
            return []
        }
        var styles: [StyleCode] = []
        var seen: Set<StyleCode> = []
        for (index, element) in CodeParser.list(raw ?? "", separator: ",").enumerated() {
            guard let style = CodeParser.style(element) else {
                let error = root.unreadable("related", "a style code", element)
                reader.skip("related[\(index)]", key: element, error: error)
                continue
            }
            if seen.insert(style).inserted { styles.append(style) }
        }
        return styles
    }
}
