public import Foundation

/// An order the customer is placing: kept until the backend confirms it, and retried with the
/// same `clientReference` so that a retry never makes a second order.
public struct OrderRequest: Hashable, Sendable, Codable, Identifiable {
    /// The app-made reference that makes placing the order idempotent.
    public var clientReference: UUID
    /// The shipping address.
    public var addressID: AddressID
    /// What is ordered.
    public var items: [CartItem]

    /// Makes an order request; a new one gets a fresh reference.
    public init(clientReference: UUID = UUID(), addressID: AddressID, items: [CartItem]) {
        self.clientReference = clientReference
        self.addressID = addressID
        self.items = items
    }

    /// The client reference (`Identifiable`).
    public var id: UUID { clientReference }
}
