import Foundation

/// Sessions by id, each with its customer, its last activity and its server-side cart.
/// A session expires after `ttl` seconds without a request, `lifetime` seconds after it was opened
/// (when set, however busy it is), when forced, or with the server. Every expiry is counted.
actor SessionStore {
    /// One signed-in session.
    struct Session: Sendable {
        let username: String
        let opened: Date
        var lastSeen: Date
        var cart = ServerCart()
    }

    private var sessions: [String: Session] = [:]
    private var nextLineID = 17
    private let ttl: TimeInterval
    private let lifetime: TimeInterval?
    private let clock: any BackendClock
    private let counters: CounterBoard

    init(ttl: TimeInterval, lifetime: TimeInterval? = nil, clock: any BackendClock, counters: CounterBoard = CounterBoard()) {
        self.ttl = ttl
        self.lifetime = lifetime
        self.clock = clock
        self.counters = counters
    }

    /// Opens a session for `username` and returns its new, unguessable id.
    func open(username: String) -> String {
        let id = UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let now = clock.now()
        sessions[id] = Session(username: username, opened: now, lastSeen: now)
        return id
    }

    /// The username of the first live session among `ids`, marking it active now; every session
    /// that has expired by now is removed first.
    func resolve(_ ids: [String]) -> (id: String, username: String)? {
        let now = clock.now()
        removeExpired(at: now)
        for id in ids {
            guard let session = sessions[id] else { continue }
            sessions[id]?.lastSeen = now
            return (id, session.username)
        }
        return nil
    }

    /// Whether the session `id` is still live now, without counting this as activity (an open event
    /// stream does not keep its session alive).
    func isLive(_ id: String) -> Bool {
        removeExpired(at: clock.now())
        return sessions[id] != nil
    }

    /// Removes (and counts) every session idle longer than `ttl` or older than `lifetime` at `now`.
    private func removeExpired(at now: Date) {
        let expired = sessions.filter { _, session in
            if now.timeIntervalSince(session.lastSeen) > ttl { return true }
            if let lifetime, now.timeIntervalSince(session.opened) >= lifetime { return true }
            return false
        }
        guard !expired.isEmpty else { return }
        for id in expired.keys { sessions[id] = nil }
        counters.record { $0.sessionsExpired += expired.count }
    }

    /// The customer and cart of every session still live now, for tests.
    func liveCarts() -> [(username: String, cart: ServerCart)] {
        removeExpired(at: clock.now())
        return sessions.values.sorted { $0.opened < $1.opened }.map { ($0.username, $0.cart) }
    }

    /// Runs `change` on the cart of a live session (resolved just before), with the server-wide
    /// counter that numbers new cart lines.
    func updateCart<Result: Sendable>(
        of id: String, _ change: @Sendable (inout ServerCart, inout Int) throws -> Result
    ) throws -> Result? {
        guard var session = sessions[id] else { return nil }
        let result = try change(&session.cart, &nextLineID)
        sessions[id] = session
        return result
    }

    /// Ends a session; unknown ids are ignored.
    func close(_ id: String) {
        sessions[id] = nil
    }

    /// Ends every session at once and returns how many there were.
    @discardableResult
    func expireAll() -> Int {
        let count = sessions.count
        sessions.removeAll()
        if count > 0 { counters.record { $0.sessionsExpired += count } }
        return count
    }

    /// The number of sessions not yet removed (expired ones are removed when next used).
    var count: Int { sessions.count }
}
