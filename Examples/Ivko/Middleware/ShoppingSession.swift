import AsyncTools
public import IvkoModel

/// One scene's shopping session, from the customer a sign-in names to the session's end: the
/// middleware's owner of what happens around a session, so that the scene's coordinator only asks
/// and shows. It holds the customer's managers while the session runs, ends a session in order
/// (after any end still under way: the customer's data handed back, then the account signed out
/// when the user asked), says when the account was signed out under it (the shop refused a silent
/// re-login, or another scene signed out: the account is the app's), and hands the data back when
/// the scene goes. A sign-in waits for every end (`ending`),
/// so nothing of an old session's end can undo a new one.
public final class ShoppingSession: Sendable {
    /// One session, from its `begin`: what its customer's data is held for (`hold(_:for:)`).
    public struct Token: Sendable, Hashable {
        fileprivate let generation: Int
    }

    /// The account was signed out under a session (the shop refused the kept credentials, or another
    /// scene signed out): `end(_:)` ends it if it is still the one that runs.
    public struct Refusal: Sendable, Hashable {
        fileprivate let generation: Int
    }

    private struct State: Sendable {
        var customer: Customer?
        var account: AccountManager?
        var signedIn: AppDependency?
        /// Raised by every `begin`: a refusal or end of an older session finds a newer one.
        var generation = 0
        var watch: Task<Void, Never>?
        /// The last end, while it runs.
        var ending: Task<Void, Never>?
        var ends = 0
    }

    private let state = Locked(State())
    private let refusals = Broadcast<Refusal>(replay: .nothing)
    private let handBack: @Sendable (AppDependency) async -> Void

    /// A scene's session, which hands the customer's data back with `handBack` (the data layer's
    /// closing of it, which the scenes of one customer share).
    public init(handBack: @escaping @Sendable (AppDependency) async -> Void) {
        self.handBack = handBack
    }

    /// The signed-in customer, from the sign-in to the session's end.
    public var customer: Customer? { state.withLock { $0.customer } }

    /// Whether the last session is still ending (its data being handed back, the account signing out).
    public var isEnding: Bool { state.withLock { $0.ending != nil } }

    /// The end still under way, if any (what a sign-in waits for).
    public var ending: Task<Void, Never>? { state.withLock { $0.ending } }

    /// The refusals from now on: each is a session the account was signed out under (iterate on the
    /// scene's actor, and end the session with `end(_:)`).
    public func refusalStream() -> AsyncStream<Refusal> {
        refusals.stream()
    }

    /// A session begins: `customer` signed in on `account`, whose signing out under it from now on
    /// is reported (`refusalStream()`). A session still running ends first (its data handed
    /// back). Returns the session's token, for holding its data.
    @discardableResult
    public func begin(_ customer: Customer, account: AccountManager) -> Token {
        let generation = state.withLock { state in
            _ = end(&state, signingOut: false)
            state.generation += 1
            state.customer = customer
            state.account = account
            state.signedIn = nil
            return state.generation
        }
        let states = account.states()
        let watch = Task { [weak self] in
            for await accountState in states where accountState == .signedOut {
                guard let self, !Task.isCancelled else { return }
                // A `.signedOut` that a newer sign-in has overtaken ends nothing.
                guard self.runs(generation), await account.state == .signedOut, self.runs(generation) else { continue }
                self.refusals.send(Refusal(generation: generation))
            }
        }
        state.withLock { state in
            if state.generation == generation { state.watch = watch } else { watch.cancel() }
        }
        return Token(generation: generation)
    }

    /// The customer's data is open: `signedIn` (the app's managers grown by the customer's) is
    /// held until the session ends or the scene goes, and true returned. When the session of
    /// `token` no longer runs (it ended while the data opened), the data is handed back at once
    /// and false returned.
    @discardableResult
    public func hold(_ signedIn: AppDependency, for token: Token) -> Bool {
        let held = state.withLock { state in
            guard state.generation == token.generation, state.customer != nil, state.signedIn == nil else { return false }
            state.signedIn = signedIn
            return true
        }
        if !held { state.withLock { chainEnd(&$0, handingBack: signedIn, signingOut: nil) } }
        return held
    }

    /// Ends the session that runs, if any, and returns whether it ended one: after any end still
    /// under way, the customer's data is handed back and, when `signingOut`, the account signs out.
    @discardableResult
    public func end(signingOut: Bool) -> Bool {
        state.withLock { end(&$0, signingOut: signingOut) }
    }

    /// Ends the session `refusal` names if it still runs (the account is signed out already, so it is
    /// not signed out again); returns whether it did.
    @discardableResult
    public func end(_ refusal: Refusal) -> Bool {
        state.withLock { state in
            guard state.generation == refusal.generation else { return false }
            return end(&state, signingOut: false)
        }
    }

    /// Returns once no end is under way (a sign-out that must be over before it returns waits here).
    public func waitForEnds() async {
        while let ending = self.ending { await ending.value }
    }

    /// The scene goes: no more refusals, and the customer's data, if held, is handed back after any
    /// end still under way; returns that work with the end's (a program about to exit awaits it, so
    /// that the database is closed and a sign-out told to the backend first).
    public func stop() -> Task<Void, Never>? {
        let (user, ending) = state.withLock { state in
            state.watch?.cancel()
            state.watch = nil
            state.customer = nil
            state.account = nil
            state.generation += 1
            defer { state.signedIn = nil }
            return (state.signedIn, state.ending)
        }
        guard user != nil || ending != nil else { return nil }
        let handBack = handBack
        return Task {
            await ending?.value
            if let user { await handBack(user) }
        }
    }

    private func runs(_ generation: Int) -> Bool {
        state.withLock { $0.generation == generation && $0.customer != nil }
    }

    private func end(_ state: inout State, signingOut: Bool) -> Bool {
        guard state.customer != nil else { return false }
        state.watch?.cancel()
        state.watch = nil
        state.customer = nil
        let user = state.signedIn
        let account = signingOut ? state.account : nil
        state.signedIn = nil
        state.account = nil
        chainEnd(&state, handingBack: user, signingOut: account)
        return true
    }

    /// Makes the last end, after the one before it: `user`'s data handed back and, with `account`,
    /// the account signed out, the hand-back in the sign-out's turn (so no sign-in of any scene
    /// comes between them).
    private func chainEnd(_ state: inout State, handingBack user: AppDependency?, signingOut account: AccountManager?) {
        let previous = state.ending
        state.ends += 1
        let end = state.ends
        let handBack = handBack
        state.ending = Task { [weak self] in
            await previous?.value
            if let account {
                await account.signOut { if let user { await handBack(user) } }
            } else if let user {
                await handBack(user)
            }
            self?.state.withLock { state in
                if state.ends == end { state.ending = nil }
            }
        }
    }
}
