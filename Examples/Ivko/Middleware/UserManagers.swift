/// The signed-in customer's managers, on their own database: the cart and the orders. They exist
/// only while a customer's database is open (see `AppDependencyBuilder.addingUser`), so whoever
/// holds one has a cart and orders to use; nobody asks "is a user signed in?".
public struct UserManagers: Sendable {
    /// The customer's cart.
    public let cart: CartManager
    /// The customer's orders.
    public let orders: OrderManager

    /// The customer's managers from their parts.
    public init(cart: CartManager, orders: OrderManager) {
        self.cart = cart
        self.orders = orders
    }
}
