public import BrowserUI

/// What a tab's script sends the server, as a flat JSON object with a `type`:
/// - `event`: the user did something on the page (`event`, a `BrowserEvent`);
/// - `open`: the browser moved to `path` without a Back (Forward, or a jump in its history);
/// - `inspector`: the inspector panel was opened or closed (`open`);
/// - `leave`: the page is going away (closed, reloaded, another address typed): its scene goes at
///   once, instead of waiting to be reattached as a dropped socket's does.
public struct ClientMessage: Codable, Equatable, Sendable {
    /// The kind of message.
    public enum Kind: String, Codable, Sendable {
        /// A user event on the page.
        case event
        /// Show the page at `path`.
        case open
        /// The inspector panel opened or closed.
        case inspector
        /// The page is going away for good.
        case leave
    }

    /// The kind of message.
    public var type: Kind
    /// The event (`event`).
    public var event: BrowserEvent?
    /// The path to show (`open`).
    public var path: String?
    /// Whether the inspector panel is open (`inspector`).
    public var open: Bool?

    /// A message of `type` with the given parts.
    public init(type: Kind, event: BrowserEvent? = nil, path: String? = nil, open: Bool? = nil) {
        self.type = type
        self.event = event
        self.path = path
        self.open = open
    }
}
