/// An opaque identifier the backend gives to a record of type `Owner`.
///
/// Identifiers are kept exactly as the backend sent them (padding included), because the app
/// sends them back (`addressId`, cart line ids) and the backend must recognise them.
/// Encodes as a single string.
public struct Identifier<Owner>: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String

    /// Wraps an identifier's text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps an identifier's text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier's text.
    public var description: String { rawValue }
}

/// The server's id of a cart line.
public typealias CartLineID = Identifier<CartLine>
/// The server's id of a shipping address.
public typealias AddressID = Identifier<Address>
/// An order's number, e.g. `2026-000123`.
public typealias OrderNumber = Identifier<OrderSummary>
/// The shop's customer number, e.g. `0004711`.
public typealias CustomerNumber = Identifier<CustomerProfile>
