public import IvkoModel
import IvkoService

extension DataManager {
    /// The session's server cart (`GET cart`).
    public func cart() async throws(ShopError) -> Cart {
        try await fetch(.cart) { json throws(DataError) in try converter.cart(fromCart: json).value }
    }

    /// Adds `item` to the server cart (`POST cart/lines`) and answers the whole cart.
    public func addToCart(_ item: CartItem) async throws(ShopError) -> Cart {
        let endpoint = IvkoEndpoint.addCartLine(
            style: item.style.rawValue, color: item.color.rawValue, size: item.size.rawValue, qty: item.quantity.value
        )
        return try await fetch(endpoint) { json throws(DataError) in try converter.cart(fromCart: json).value }
    }

    /// Removes a line from the server cart (`DELETE cart/lines/ID`) and answers the whole cart.
    public func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart {
        try await fetch(.deleteCartLine(lineId: line.rawValue)) { json throws(DataError) in
            try converter.cart(fromCart: json).value
        }
    }
}
