import AsyncTools
public import IvkoModel

/// One scene's shopping session, from the customer a sign-in names to the session's end: the one
/// owner of that customer's data in the scene, so the scene's coordinator only sequences its stages
/// and shows. It opens the customer's data (`open`), holds it while the session runs, and hands it
/// back when the session ends, in order: after any end still under way, the data handed back and
/// then, when the user asked, the account signed out, the two in one turn of the account's sign-in
/// gate, so no sign-in of any scene comes between them. Data that finishes opening after its session
/// ended goes back in the same order. A session also ends when the account is signed out under it
/// (the shop refused a silent re-login, or another scene signed out: the account is the app's). Each
/// end is told on `events()`, with the session's `ID`; the scene's coordinator takes down what it
/// showed for that session. A sign-in waits for every end (`waitForEnds()`), so nothing of an old
/// session's end can undo a new one.
public final class ShoppingSession: Sendable {
    /// One session, from its `begin`: what the scene's coordinator opens its data for and hears of.
    public struct ID: Sendable, Hashable {
        fileprivate let generation: Int
    }

    /// What the session tells the scene's coordinator.
    public enum Event: Sendable, Hashable {
        /// The session `ID` ended: signed out, signed out under it, or ended by the coordinator. Its
        /// data is being handed back (`isEnding`).
        case ended(ID)
    }

    private struct State: Sendable {
        var customer: Customer?
        var account: AccountManager?
        var data: (any CustomerDataKeeping)?
        var signedIn: AppDependency?
        /// Raised by every `begin` and `stop`: an opening or refusal of an older session finds a newer one.
        var generation = 0
        var watch: Task<Void, Never>?
        /// The last end, while it runs.
        var ending: Task<Void, Never>?
        var ends = 0
    }

    private let state = Locked(State())
    private let broadcast = Broadcast<Event>(replay: .nothing)

    /// A scene's session, before any customer signs in.
    public init() {}

    /// The signed-in customer, from the sign-in to the session's end.
    public var customer: Customer? { state.withLock { $0.customer } }

    /// Whether the last session is still ending (its data being handed back, the account signing out).
    public var isEnding: Bool { state.withLock { $0.ending != nil } }

    /// The end still under way, if any (what a sign-in waits for).
    public var ending: Task<Void, Never>? { state.withLock { $0.ending } }

    /// What happens to the sessions from now on (iterate on the scene's actor).
    public func events() -> AsyncStream<Event> {
        broadcast.stream()
    }

    /// A session begins: `customer` signed in on `account`, their data kept by `data`. The
    /// account's signing out under it from now on ends it. A session still running ends first (its
    /// data handed back).
    @discardableResult
    public func begin(_ customer: Customer, account: AccountManager, data: any CustomerDataKeeping) -> ID {
        let (generation, ended) = state.withLock { state in
            let ended = end(&state, signingOut: false)
            state.generation += 1
            state.customer = customer
            state.account = account
            state.data = data
            return (state.generation, ended)
        }
        if let ended { broadcast.send(.ended(ended)) }
        let states = account.states()
        let watch = Task { [weak self] in
            for await accountState in states where accountState == .signedOut {
                guard let self, !Task.isCancelled else { return }
                // A `.signedOut` that a newer sign-in has overtaken ends nothing.
                guard self.runs(generation), await account.state == .signedOut else { continue }
                self.end(ID(generation: generation))
            }
        }
        state.withLock { state in
            if state.generation == generation { state.watch = watch } else { watch.cancel() }
        }
        return ID(generation: generation)
    }

    /// Opens the customer's data for `session` (reporting `progress`) and holds `app` grown by it
    /// until the session ends or the scene goes. When the session ended while the data opened, the
    /// data is handed back at once and `nil` returned.
    public func open(
        _ session: ID, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency? {
        guard let (customer, data) = running(session) else { return nil }
        let signedIn = try await data.openCustomerData(for: customer.profile.number, adding: app, progress: progress)
        let held = state.withLock { state in
            guard state.generation == session.generation, state.customer != nil, state.signedIn == nil else {
                chainEnd(&state, handingBack: signedIn, to: data, signingOut: nil)
                return false
            }
            state.signedIn = signedIn
            return true
        }
        return held ? signedIn : nil
    }

    /// Deletes the customer's data of `session` (which could not be opened), so that the next
    /// `open` starts afresh; nothing when the session no longer runs.
    public func reset(_ session: ID) async throws(ShopError) {
        guard let (customer, data) = running(session) else { return }
        try await data.resetCustomerData(of: customer.profile.number)
    }

    /// Ends the session that runs, if any, and returns whether it ended one: after any end still
    /// under way, the customer's data is handed back and, when `signingOut`, the account signs out.
    @discardableResult
    public func end(signingOut: Bool) -> Bool {
        guard let ended = state.withLock({ end(&$0, signingOut: signingOut) }) else { return false }
        broadcast.send(.ended(ended))
        return true
    }

    /// Returns once no end is under way (a sign-out that must be over before it returns waits here).
    public func waitForEnds() async {
        while let ending = self.ending { await ending.value }
    }

    /// The scene goes: no more events, and the customer's data, if held, is handed back after any
    /// end still under way; returns that work with the end's (a program about to exit awaits it, so
    /// that the database is closed and a sign-out told to the backend first).
    public func stop() -> Task<Void, Never>? {
        let (user, data, ending) = state.withLock { state in
            state.watch?.cancel()
            state.watch = nil
            state.customer = nil
            state.account = nil
            state.generation += 1
            defer { (state.signedIn, state.data) = (nil, nil) }
            return (state.signedIn, state.data, state.ending)
        }
        guard let user, let data else { return ending }
        return Task {
            await ending?.value
            await data.closeCustomerData(of: user)
        }
    }

    private func runs(_ generation: Int) -> Bool {
        state.withLock { $0.generation == generation && $0.customer != nil }
    }

    /// The customer of `session` and who keeps their data, while it runs.
    private func running(_ session: ID) -> (Customer, any CustomerDataKeeping)? {
        state.withLock { state in
            guard state.generation == session.generation, let customer = state.customer, let data = state.data else { return nil }
            return (customer, data)
        }
    }

    /// The account was signed out under `session`: it ends if it still runs (the account is not
    /// signed out again).
    private func end(_ session: ID) {
        let ended = state.withLock { state in
            state.generation == session.generation ? end(&state, signingOut: false) : nil
        }
        if let ended { broadcast.send(.ended(ended)) }
    }

    /// Ends the session that runs, if any, and returns its id.
    private func end(_ state: inout State, signingOut: Bool) -> ID? {
        guard state.customer != nil else { return nil }
        state.watch?.cancel()
        state.watch = nil
        state.customer = nil
        let (user, data, account) = (state.signedIn, state.data, signingOut ? state.account : nil)
        chainEnd(&state, handingBack: user, to: data, signingOut: account)
        state.signedIn = nil
        state.account = nil
        return ID(generation: state.generation)
    }

    /// Makes the last end, after the one before it: `user`'s data handed back to `data` and, with
    /// `account`, the account signed out, the hand-back in the sign-out's turn.
    private func chainEnd(
        _ state: inout State, handingBack user: AppDependency?, to data: (any CustomerDataKeeping)?, signingOut account: AccountManager?
    ) {
        let previous = state.ending
        state.ends += 1
        let end = state.ends
        let handBack: @Sendable () async -> Void = {
            if let user, let data { await data.closeCustomerData(of: user) }
        }
        state.ending = Task { [weak self] in
            await previous?.value
            if let account { await account.signOut(after: handBack) } else { await handBack() }
            self?.state.withLock { state in
                if state.ends == end { state.ending = nil }
            }
        }
    }
}
