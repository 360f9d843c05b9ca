public import IvkoModel
import IvkoService

extension DataManager {
    /// Signs in (`POST login`); the credential store keeps the credentials when it may.
    public func signIn(username: String, password: String) async throws(ShopError) {
        try await service { () throws(IvkoServiceError) in _ = try await api.signIn(username: username, password: password) }
    }

    /// Signs out (`POST logout`); the session and kept credentials are forgotten even when offline.
    public func signOut() async throws(ShopError) {
        try await service { () throws(IvkoServiceError) in _ = try await api.signOut() }
    }

    /// Whether credentials are kept to sign in again without asking the user.
    public func hasKeptCredentials() async -> Bool {
        await api.credentialStore.credentials() != nil
    }

    /// Who the signed-in customer is (`GET customer`).
    public func customerProfile() async throws(ShopError) -> CustomerProfile {
        try await fetch(.customer) { json throws(DataError) in try converter.customerProfile(fromCustomer: json) }
    }

    /// The signed-in customer's loyalty points and store credit (`GET customer/balance`).
    public func balance() async throws(ShopError) -> Balance {
        try await fetch(.balance) { json throws(DataError) in try converter.balance(fromBalance: json) }
    }

    /// The signed-in customer's shipping addresses (`GET customer/addresses`); unreadable ones are
    /// skipped and logged by the converter.
    public func addresses() async throws(ShopError) -> [Address] {
        try await fetch(.addresses) { json throws(DataError) in try converter.addresses(fromAddresses: json).value }
    }
}
