/// One event of the push service (`GET /ivko/push/events`), its data read like every other answer of
/// the backend (`JSONValue`, numbers exact, texts as sent): the data layer gives it meaning.
public struct IvkoPushEvent: Sendable, Hashable {
    /// What an event is about, by its `event:` line.
    public enum Kind: Sendable, Hashable {
        /// `event: order`: an order's status changed.
        case order
        /// `event: promo`: a new promotion.
        case promo
        /// A type the contract does not name (keep it or leave it: never a failure).
        case other(String)

        init(_ type: String) {
            switch type {
            case "order": self = .order
            case "promo": self = .promo
            default: self = .other(type)
            }
        }
    }

    /// The event's `id:` (a number, increasing per customer), nil when it sent none. The same id is the
    /// same event: the service may send one twice.
    public var id: String?
    /// What it is about.
    public var kind: Kind
    /// Its `data:` as JSON.
    public var data: JSONValue

    /// An event from its parts.
    public init(id: String?, kind: Kind, data: JSONValue) {
        self.id = id
        self.kind = kind
        self.data = data
    }
}

/// What the push stream hands over: an event, the service's wish for the reconnect delay, or an
/// event whose data cannot be read (skip it, and count its id as seen).
public enum IvkoPushItem: Sendable, Hashable {
    /// An event with readable data.
    case event(IvkoPushEvent)
    /// `retry: MS`: wait this long before reconnecting.
    case retry(Duration)
    /// An event whose data is not JSON (or over the size limit): its id, its `event:` type and why.
    case unreadable(id: String?, type: String, reason: String)
}
