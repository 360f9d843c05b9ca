import IvkoModel

/// Reads the backend's price object, `{"currency": "EUR", "retail": "129,90", "wholesale": …, "sale": …}`,
/// shared by the product export and the details call. `wholesale` is never read: it is not for the app.
enum PriceReader {
    /// The retail price (required) and the sale price (optional), in the object's currency or,
    /// when it names none, `fallbackCurrency`.
    static func price(_ fields: FieldReader, fallbackCurrency: Currency) throws(FieldError) -> Price {
        let currency = try fields.currency("currency", fallback: fallbackCurrency)
        guard let retail = try fields.decimal("retail") else { throw fields.error("retail", .missing) }
        let sale = try fields.decimal("sale")
        return Price(regular: Money(retail, currency), sale: sale.map { Money($0, currency) })
    }
}
