import Foundation

/// Sessions by id, each with its customer, its last activity and its server-side cart.
/// A session expires after `ttl` seconds without a request, when forced, or with the server.
actor SessionStore {
    /// One signed-in session.
    struct Session: Sendable {
        let username: String
        var lastSeen: Date
        var cart = ServerCart()
    }

    private var sessions: [String: Session] = [:]
    private var nextLineID = 17
    private let ttl: TimeInterval
    private let clock: any BackendClock

    init(ttl: TimeInterval, clock: any BackendClock) {
        self.ttl = ttl
        self.clock = clock
    }

    /// Opens a session for `username` and returns its new, unguessable id.
    func open(username: String) -> String {
        let id = UUID().uuidString.replacingOccurrences(of: "-", with: "")
        sessions[id] = Session(username: username, lastSeen: clock.now())
        return id
    }

    /// The username of the first live session among `ids`, marking it active now;
    /// expired sessions met on the way are removed.
    func resolve(_ ids: [String]) -> (id: String, username: String)? {
        let now = clock.now()
        for id in ids {
            guard let session = sessions[id] else { continue }
            if now.timeIntervalSince(session.lastSeen) > ttl {
                sessions[id] = nil
                continue
            }
            sessions[id]?.lastSeen = now
            return (id, session.username)
        }
        return nil
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
        defer { sessions.removeAll() }
        return sessions.count
    }

    /// The number of sessions not yet removed (expired ones are removed when next used).
    var count: Int { sessions.count }
}
