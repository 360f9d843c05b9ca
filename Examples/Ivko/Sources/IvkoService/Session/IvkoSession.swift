public import Foundation

/// A session the backend opened: the id that goes in `X-Session` and how long it lives without
/// use. Its descriptions never show the id.
public struct IvkoSession: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The session id.
    public var id: String
    /// Seconds of inactivity after which the backend ends the session, when it said.
    public var ttl: Int?
    /// When the session was opened (by the API's clock).
    public var opened: Date

    /// A session from its parts.
    public init(id: String, ttl: Int?, opened: Date) {
        self.id = id
        self.ttl = ttl
        self.opened = opened
    }

    /// Reads a `POST login` answer: `{"result": "OK", "sessionId": "...", "ttl": "1800"}`
    /// (`ttl` as a string or a number, or missing).
    init(loginAnswer json: JSONValue, opened: Date) throws(IvkoServiceError) {
        guard let id = json["sessionId"]?.stringValue, !id.isEmpty else {
            throw IvkoServiceError.invalidResponse(reason: "the login answer has no sessionId")
        }
        var ttl: Int?
        switch json["ttl"] {
        case .string(let text)?: ttl = Int(text.trimmingCharacters(in: .whitespaces))
        case .number(let number)?: ttl = number.doubleValue.isFinite ? Int(exactly: number.doubleValue.rounded()) : nil
        default: ttl = nil
        }
        self.init(id: id, ttl: ttl, opened: opened)
    }

    /// `IvkoSession(id: <redacted>, ttl: ...)`.
    public var description: String { "IvkoSession(id: <redacted>, ttl: \(ttl.map(String.init) ?? "-"))" }

    /// The same as `description`.
    public var debugDescription: String { description }
}
