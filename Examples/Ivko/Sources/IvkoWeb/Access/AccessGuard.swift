import Foundation

/// The browser server's door: a request is served only with the per-run secret. The first request
/// of a browser brings it as `?key=` (from the printed address) and is answered with an HttpOnly,
/// SameSite=Strict cookie and a redirect to the same path without the key; every later request
/// (pages, script, pictures, the WebSocket upgrade) must bring the cookie. Every request must name
/// this server as its `Host` (so a page of another site that a DNS trick points here is refused),
/// and a WebSocket upgrade must come from this server's own origin.
struct AccessGuard: Sendable {
    /// The cookie that carries the secret.
    static let cookieName = "ivko-key"
    /// The query item that carries the secret once.
    static let keyName = "key"

    /// The secret.
    let secret: SessionSecret
    /// The port the server listens on, on 127.0.0.1.
    let port: Int

    /// The only `Host` header the server answers: `127.0.0.1:PORT`.
    var host: String { "127.0.0.1:\(port)" }
    /// The only `Origin` a WebSocket may come from: `http://127.0.0.1:PORT`.
    var origin: String { "http://\(host)" }

    /// The `Set-Cookie` value that admits a browser.
    var cookie: String { "\(Self.cookieName)=\(secret.text); Path=/; HttpOnly; SameSite=Strict" }

    /// The decision for a request for `path` with the query `query` (without the `?`), its `Host`
    /// header and its `Cookie` headers.
    func decide(path: String, query: String?, host: String?, cookies: [String]) -> AccessDecision {
        guard host == self.host else { return .forbid }
        if let key = Self.value(named: Self.keyName, inQuery: query) {
            return secret.matches(key) ? .admit(location: path.isEmpty ? "/" : path) : .forbid
        }
        return secret.matches(Self.cookieValue(named: Self.cookieName, in: cookies)) ? .allow : .forbid
    }

    /// Whether a WebSocket upgrade may go ahead: the cookie, this host, and exactly this origin.
    func allowsUpgrade(host: String?, origin: String?, cookies: [String]) -> Bool {
        guard host == self.host, origin == self.origin else { return false }
        return secret.matches(Self.cookieValue(named: Self.cookieName, in: cookies))
    }

    /// The value of query item `name` in `query` (first one, percent-decoded).
    static func value(named name: String, inQuery query: String?) -> String? {
        guard let query, !query.isEmpty else { return nil }
        for item in query.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == name else { continue }
            return String(parts[1]).removingPercentEncoding
        }
        return nil
    }

    /// The value of cookie `name` in `Cookie` headers (`a=1; b=2`).
    static func cookieValue(named name: String, in headers: [String]) -> String? {
        for header in headers {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else { continue }
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}
