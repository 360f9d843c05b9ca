/// A request that travels up the coordinating responder chain until a responder handles it.
///
/// An app declares a message as a small value with its arguments as stored properties and the
/// answer it expects as `Reply` (`Void` when the sender only needs to know it was handled):
///
/// ```swift
/// struct CartBuyNow: Message {
///     typealias Reply = Order
///     let product: Product
/// }
///
/// extension Responder {
///     func cartBuyNow(_ product: Product) async throws -> Order {
///         try await send(CartBuyNow(product: product))
///     }
/// }
/// ```
///
/// A view then sends it with one line, `let order = try await cartBuyNow(product)`, and the first
/// responder up the chain that registered a handler for `CartBuyNow` answers it (see
/// `MessageHandlers`). No `@objc`, no boxing, no `Any` at the use site.
public protocol Message {
    /// What the handler answers; `Void` when the sender only needs to know it was handled.
    associatedtype Reply = Void
}
