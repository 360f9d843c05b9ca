public import IvkoData
public import IvkoModel
public import Logging

/// The signed-in customer: signs in (login, profile, balance and addresses as one `Customer`),
/// signs out, and follows the session. When the session is lost, the data layer signs in again
/// silently if it may keep the credentials; if it may not (or that fails) the state becomes
/// `.signedOut`, so the app shows the sign-in screen.
public actor AccountManager {
    private let source: any AccountSource
    private let logger: Logger
    private let broadcast = Broadcast<AccountState>(initial: .signedOut)
    private var listener: Task<Void, Never>?

    /// The state now.
    public private(set) var state: AccountState = .signedOut

    /// An account manager on `source`; call `start()` to follow the session.
    public init(source: any AccountSource, logger: Logger = Logger(label: "ivko.middleware")) {
        self.source = source
        self.logger = logger
    }

    /// The state now and every change after it (for the UI; iterate on the main actor).
    public nonisolated func states() -> AsyncStream<AccountState> {
        broadcast.stream()
    }

    /// Starts following the session's events.
    public func start() {
        guard listener == nil else { return }
        let events = source.sessionEventStream()
        listener = Task { [weak self] in
            for await event in events {
                await self?.handle(event)
            }
        }
    }

    /// Stops following the session.
    public func stop() {
        listener?.cancel()
        listener = nil
    }

    /// Signs in and loads the customer.
    @discardableResult
    public func signIn(username: String, password: String) async throws(ShopDataError) -> Customer {
        try await source.signIn(username: username, password: password)
        return try await loadCustomer()
    }

    /// At launch: signs in silently with the kept credentials, if there are any.
    @discardableResult
    public func restore() async -> AccountState {
        guard await source.hasKeptCredentials() else { return state }
        do throws(ShopDataError) {
            _ = try await loadCustomer()
        } catch {
            logger.info("could not restore the session", metadata: ["error": "\(error)"])
            if error.needsSignIn || isAuth(error) { update(.signedOut) }
        }
        return state
    }

    /// Loads the customer again (balance and addresses change).
    @discardableResult
    public func refresh() async throws(ShopDataError) -> Customer {
        try await loadCustomer()
    }

    /// Signs out; the state is `.signedOut` even when the backend cannot be told.
    public func signOut() async {
        update(.signedOut)
        do throws(ShopDataError) {
            try await source.signOut()
        } catch {
            logger.info("the backend was not told of the sign-out", metadata: ["error": "\(error)"])
        }
    }

    /// Reacts to a session event: a failed silent sign-in means the user must sign in.
    func handle(_ event: ShopSessionEvent) {
        switch event {
        case .renewalFailed(let error):
            logger.info("session lost and not renewed", metadata: ["error": "\(error)"])
            update(.signedOut)
        case .signedOut:
            update(.signedOut)
        case .signedIn, .renewed:
            break
        }
    }

    private func loadCustomer() async throws(ShopDataError) -> Customer {
        do throws(ShopDataError) {
            let customer = try await source.customer()
            update(.signedIn(customer))
            return customer
        } catch {
            if error.needsSignIn || isAuth(error) { update(.signedOut) }
            throw error
        }
    }

    private func isAuth(_ error: ShopDataError) -> Bool {
        if case .authFailed = error { return true }
        return false
    }

    private func update(_ newState: AccountState) {
        guard newState != state else { return }
        state = newState
        broadcast.send(newState)
    }
}
