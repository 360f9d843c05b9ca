package import IvkoModel
package import IvkoService

extension ResponseConverter {
    /// Converts the whole cart, the answer of `GET cart`, `POST cart/lines` and `DELETE cart/lines/ID`
    /// (the three send the same shape), into the model's cart.
    ///
    /// A line's `price` is the price of one piece, in the cart's `currency`. A line that cannot be
    /// read (also one whose `qty` is below 1 or above `ResponseConverter.maximumQuantity`) is skipped
    /// and noted; the total is kept as the backend computed it.
    /// - Throws: `DataError.unexpectedStructure` when `lines` is not an array,
    ///   `DataError.invalidField` when the total or currency cannot be read.
    package func cart(fromCart cart: JSONValue) throws(DataError) -> Converted<Cart> {
        var reader = ResponseReader(.cart, logger: logger)
        let root = try reader.root(cart)
        let elements = try reader.list("lines", in: root, required: false)
        let (currency, total) = try reader.single { () throws(FieldError) in
            let currency = try root.currency("currency", fallback: shopCurrency)
            return (currency, try root.decimal("total").map { Money($0, currency) })
        }
        let lines = reader.records(elements, at: "lines", key: "lineId") { fields throws(FieldError) in
            try cartLine(from: fields, currency: currency)
        }
        return Converted(Cart(lines: lines, total: total), skipped: reader.skipped)
    }

    private func cartLine(from fields: FieldReader, currency: Currency) throws(FieldError) -> CartLine {
        let pieces = try fields.quantity("qty") ?? 0
        guard let quantity = Quantity(pieces) else { throw fields.unreadable("qty", "a quantity of 1 or more", "\(pieces)") }
        guard let price = try fields.decimal("price") else { throw fields.error("price", .missing) }
        let item = CartItem(
            style: try fields.requiredStyle("style"),
            color: try fields.requiredColor("color"),
            size: try fields.lineSize("size"),
            quantity: quantity
        )
        return CartLine(id: CartLineID(try fields.requiredText("lineId")), item: item, unitPrice: Money(price, currency))
    }
}
