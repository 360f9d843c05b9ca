import IvkoData
import IvkoMiddleware
import IvkoModel

/// A live data source as an account manager's source, its session events paced so the test knows
/// how many the manager has handled.
struct PacedAccountSource: AccountSource {
    let base: DataManager
    let events: PacedEvents

    func signIn(username: String, password: String) async throws(ShopError) {
        try await base.signIn(username: username, password: password)
    }

    func signOut() async throws(ShopError) { try await base.signOut() }
    func hasKeptCredentials() async -> Bool { await base.hasKeptCredentials() }
    func customerProfile() async throws(ShopError) -> CustomerProfile { try await base.customerProfile() }
    func balance() async throws(ShopError) -> Balance { try await base.balance() }
    func addresses() async throws(ShopError) -> [Address] { try await base.addresses() }

    func sessionEventStream() -> AsyncStream<ShopSessionEvent> {
        events.pacing(base.sessionEventStream())
    }
}
