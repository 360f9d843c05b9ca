import AsyncTools
package import IvkoData
public import IvkoModel
package import Logging

/// The signed-in customer: signs in, loads the customer (profile, balance and addresses, which the
/// data layer offers separately, made one `Customer` here), signs out, and follows the session.
///
/// When the session is lost, the data layer signs in again silently if it keeps the credentials.
/// Only a refusal of those credentials (or having none) makes the state `.signedOut`, so the app
/// shows the sign-in screen; a sign-in that fails for the network or the server leaves the customer
/// signed in, and the next call tries again. A silent sign-in that succeeds while the state is
/// `.signedOut` (say the customer could not be loaded at launch) loads the customer, so the state
/// says `.signedIn` again.
public actor AccountManager {
    /// The shop's calls (the data layer's).
    private let shop: any ShopCalls
    private let logger: Logger
    /// The state, to observers: a new one starts from the state now (the last few kept for a slow one).
    private let broadcast = Broadcast<AccountState>(replay: .latest(initial: .signedOut), bufferingPolicy: .bufferingNewest(64))
    private var listener: Task<Void, Never>?
    /// Sign-ins, restores and sign-outs, one at a time: a sign-in waits for a sign-out still telling
    /// the backend (which forgets the session and the kept credentials), so that cannot undo it.
    private let signInGate = SerialGate()
    /// The customer load under way, which later callers join.
    private var customerLoad: Task<Result<Customer, ShopError>, Never>?
    /// Raised by every sign-in, sign-out and new load: only the newest load may set the state.
    private var generation = 0

    /// The state now.
    public private(set) var state: AccountState = .signedOut

    /// An account manager making its calls to `shop`; call `start()` to follow the session.
    package init(shop: any ShopCalls, logger: Logger = Logger(label: "ivko.middleware")) {
        self.shop = shop
        self.logger = logger
    }

    /// The state now and every change after it (for the UI; iterate on the main actor).
    public nonisolated func states() -> AsyncStream<AccountState> {
        broadcast.stream()
    }

    /// Starts following the session's events.
    public func start() {
        guard listener == nil else { return }
        let events = shop.sessionEventStream()
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

    /// Signs in and loads the customer, after any sign-out still under way (from any scene). A
    /// sign-out that overtakes it while it runs wins: it throws `.signedOut` instead of answering a
    /// customer who is no longer signed in.
    @discardableResult
    public func signIn(username: String, password: String) async throws(ShopError) -> Customer {
        try await signInGate.run { () throws(ShopError) in
            try await shop.signIn(username: username, password: password)
            let customer = try await startCustomerLoad().value.get()
            guard state == .signedIn(customer) else { throw .signedOut(message: "Signed out while signing in.") }
            return customer
        }
    }

    /// At launch: signs in silently with the kept credentials, if there are any.
    @discardableResult
    public func restore() async -> AccountState {
        await signInGate.run {
            guard await shop.hasKeptCredentials() else { return state }
            do throws(ShopError) {
                _ = try await loadCustomer()
            } catch {
                logger.info("could not restore the session", metadata: ["error": "\(error)"])
            }
            return state
        }
    }

    /// Loads the customer again (balance and addresses change).
    @discardableResult
    public func refresh() async throws(ShopError) -> Customer {
        try await loadCustomer()
    }

    /// Signs out; the state is `.signedOut` at once, even when the backend cannot be told. `work`
    /// (handing the customer's data back) runs first, in the sign-out's turn: a sign-in sent
    /// meanwhile, from any scene, waits until both are done.
    public func signOut(after work: @escaping @Sendable () async -> Void = {}) async {
        endSignIn()
        await signInGate.run {
            await work()
            // A sign-in that was under way when the sign-out came is older: it ends too.
            endSignIn()
            do throws(ShopError) {
                try await shop.signOut()
            } catch {
                logger.info("the backend was not told of the sign-out", metadata: ["error": "\(error)"])
            }
            // A silent re-login that loaded the customer while the backend was being told ends too.
            endSignIn()
        }
    }

    /// Reacts to a session event. Only a refused (or impossible) silent sign-in signs the customer
    /// out; one that failed for the network or the server changes nothing, and one that succeeded
    /// while signed out loads the customer.
    func handle(_ event: ShopSessionEvent) async {
        switch event {
        case .renewalFailed(let error):
            if Self.endsTheSignIn(error) {
                logger.info("the kept credentials were refused; the customer must sign in", metadata: ["error": "\(error)"])
                endSignIn()
            } else {
                logger.info("could not sign in again for now; the next call tries again", metadata: ["error": "\(error)"])
            }
        case .renewed:
            guard state == .signedOut else { return }
            do throws(ShopError) {
                _ = try await loadCustomer()
            } catch {
                logger.info("signed in again, but the customer could not be loaded", metadata: ["error": "\(error)"])
            }
        case .signedOut:
            endSignIn()
        case .signedIn:
            break
        }
    }

    /// The customer, from the load under way or a new one.
    private func loadCustomer() async throws(ShopError) -> Customer {
        try await (customerLoad ?? startCustomerLoad()).value.get()
    }

    /// Starts loading the customer; the state follows its result unless something newer came between.
    private func startCustomerLoad() -> Task<Result<Customer, ShopError>, Never> {
        generation += 1
        let loadGeneration = generation
        let shop = shop
        let load = Task {
            let result = await Self.fetchCustomer(from: shop)
            self.finishCustomerLoad(result, generation: loadGeneration)
            return result
        }
        customerLoad = load
        return load
    }

    private func finishCustomerLoad(_ result: Result<Customer, ShopError>, generation loadGeneration: Int) {
        guard loadGeneration == generation else { return }
        customerLoad = nil
        switch result {
        case .success(let customer):
            update(.signedIn(customer))
        case .failure(let error):
            if Self.endsTheSignIn(error) { update(.signedOut) }
        }
    }

    /// The profile, balance and addresses, asked for together and made one customer. When parts
    /// fail, the failure that means the customer must sign in wins.
    private static func fetchCustomer(from shop: any ShopCalls) async -> Result<Customer, ShopError> {
        async let profile = outcome { () async throws(ShopError) in try await shop.customerProfile() }
        async let balance = outcome { () async throws(ShopError) in try await shop.balance() }
        async let addresses = outcome { () async throws(ShopError) in try await shop.addresses() }
        let parts = await (profile: profile, balance: balance, addresses: addresses)
        do throws(ShopError) {
            return .success(
                Customer(profile: try parts.profile.get(), balance: try parts.balance.get(), addresses: try parts.addresses.get()))
        } catch {
            let failures = [parts.profile.failure, parts.balance.failure, parts.addresses.failure].compactMap { $0 }
            return .failure(failures.first(where: endsTheSignIn) ?? error)
        }
    }

    private static func outcome<Value: Sendable>(
        _ body: () async throws(ShopError) -> Value
    ) async -> Result<Value, ShopError> {
        do throws(ShopError) {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }

    /// Whether `error` means only the customer can sign in again: credentials refused, or none kept.
    private static func endsTheSignIn(_ error: ShopError) -> Bool {
        if case .wrongCredentials = error { return true }
        return error.needsSignIn
    }

    /// Signed out: no load under way may sign the customer in again.
    private func endSignIn() {
        generation += 1
        customerLoad = nil
        update(.signedOut)
    }

    private func update(_ newState: AccountState) {
        guard newState != state else { return }
        state = newState
        broadcast.send(newState)
    }
}

extension Result {
    /// The error, when this is a failure.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
