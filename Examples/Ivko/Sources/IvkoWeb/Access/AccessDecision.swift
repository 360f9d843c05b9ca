/// What the browser server does with a request before it routes it.
enum AccessDecision: Equatable, Sendable {
    /// The request carries the cookie (and comes to the right host): serve it.
    case allow
    /// The request carries the right `?key=`: set the cookie and send the browser to `location`,
    /// the same address without the key.
    case admit(location: String)
    /// Anything else: 403, nothing served.
    case forbid
}
