/// One cart or order line as a client sends it (`style`, `color`, `size`, `qty`), read leniently:
/// the colour may be a number, the quantity a number or a numeric string.
struct CartLineInput: Equatable {
    let style: String
    let color: String
    let size: String
    let quantity: Int

    /// Reads a line, or `nil` when a field is missing or the quantity is not a positive number.
    init?(_ object: [String: Any]) {
        guard let style = RequestReading.string(object["style"]),
              let color = RequestReading.string(object["color"]),
              let quantity = RequestReading.integer(object["qty"]), quantity > 0
        else { return nil }
        self.style = style
        self.color = color
        self.size = RequestReading.string(object["size"]) ?? ""
        self.quantity = quantity
    }

    /// Checks that the product exists, is sold and has `quantity` more pieces than `alreadyTaken`;
    /// answers the unit price in cents.
    func checkedPrice(in catalog: IvkoCatalog, alreadyTaken: Int = 0) throws -> Int {
        guard let product = catalog.product(style: style) else {
            throw BackendFailure.styleNotFound
        }
        guard product.isActive else {
            throw BackendFailure.stock("Not available: \(style)")
        }
        guard product.stockQuantity(color: color, size: size) >= alreadyTaken + quantity else {
            throw BackendFailure.stock("Not enough stock for \(style) / \(color) / \(size)")
        }
        return product.livePrice.payableCents
    }
}
