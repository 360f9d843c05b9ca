public import IvkoModel
import IvkoService

extension ShopDataSource {
    /// Signs in (`POST login`); the credential store keeps the credentials when it may.
    public func signIn(username: String, password: String) async throws(ShopDataError) {
        try await service { () throws(IvkoServiceError) in _ = try await api.signIn(username: username, password: password) }
    }

    /// Signs out (`POST logout`); the session and kept credentials are forgotten even when offline.
    public func signOut() async throws(ShopDataError) {
        try await service { () throws(IvkoServiceError) in _ = try await api.signOut() }
    }

    /// Whether credentials are kept to sign in again without asking the user.
    public func hasKeptCredentials() async -> Bool {
        await api.credentialStore.credentials() != nil
    }

    /// The signed-in customer: profile, balance and addresses (`GET customer`, `customer/balance`,
    /// `customer/addresses`) as one value.
    public func customer() async throws(ShopDataError) -> Customer {
        let profile = try await fetch(.customer) { json throws(DataError) in try dataManager.customerProfile(fromCustomer: json) }
        let balance = try await fetch(.balance) { json throws(DataError) in try dataManager.balance(fromBalance: json) }
        let addresses = try await fetch(.addresses) { json throws(DataError) in try dataManager.addresses(fromAddresses: json).value }
        return Customer(profile: profile, balance: balance, addresses: addresses)
    }
}
