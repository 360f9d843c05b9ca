import IvkoData
import IvkoMiddleware
import IvkoModel

/// A live data source as an account manager's source, its session events paced so the test knows
/// how many the manager has handled.
struct PacedAccountSource: AccountSource {
    let base: DataManager
    let events: PacedEvents

    func signIn(username: String, password: String) async throws(ShopDataError) {
        try await base.signIn(username: username, password: password)
    }

    func signOut() async throws(ShopDataError) { try await base.signOut() }
    func hasKeptCredentials() async -> Bool { await base.hasKeptCredentials() }
    func customerProfile() async throws(ShopDataError) -> CustomerProfile { try await base.customerProfile() }
    func balance() async throws(ShopDataError) -> Balance { try await base.balance() }
    func addresses() async throws(ShopDataError) -> [Address] { try await base.addresses() }

    func sessionEventStream() -> AsyncStream<ShopSessionEvent> {
        events.pacing(base.sessionEventStream())
    }
}
