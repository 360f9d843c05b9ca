/// One cart or order line as a client sends it (`style`, `color`, `size`, `qty`), read leniently:
/// the colour may be a number, the quantity a number or a numeric string; extra fields (`lineId`,
/// `price`) are ignored.
struct CartLineInput: Decodable, Equatable {
    let style: String
    let color: String
    let size: String
    let quantity: Int

    private enum CodingKeys: String, CodingKey {
        case style, color, size, qty
    }

    /// Reads a line; fails when a field is missing or the quantity is not a positive whole number.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decode(String.self, forKey: .style)
        color = try container.decode(LenientText.self, forKey: .color).value
        size = try container.decodeIfPresent(LenientText.self, forKey: .size)?.value ?? ""
        quantity = try container.decode(LenientInteger.self, forKey: .qty).value
        guard quantity > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .qty, in: container, debugDescription: "quantity must be positive")
        }
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
