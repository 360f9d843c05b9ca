public import BrowserUI

/// What the server sends a tab over its WebSocket, as a flat JSON object with a `type`:
/// - `page`: the whole window (`html`), where it is (`location`) and the tab's token (`tab`), on
///   connecting (and reconnecting) and whenever the page must be drawn again;
/// - `patches`: the changes since the last page or patches, in order;
/// - `location`: the page's path changed (the script moves the address bar);
/// - `inspector`: the inspector panel's new content (`html`, escaped), while the panel is open;
/// - `notice`: a sentence for the user (`text`) about something that did not happen (a click on a
///   control that had changed before it arrived), shown in a status region and read out.
public struct ServerMessage: Codable, Equatable, Sendable {
    /// The kind of message.
    public enum Kind: String, Codable, Sendable {
        /// The whole window.
        case page
        /// Changes to the window.
        case patches
        /// The address changed.
        case location
        /// The inspector panel's content.
        case inspector
        /// A sentence for the user.
        case notice
    }

    /// The kind of message.
    public var type: Kind
    /// The window's or the panel's HTML (`page`, `inspector`).
    public var html: String?
    /// The changes (`patches`).
    public var patches: [HTMLPatch]?
    /// The shown page's path (`page`, `location`).
    public var path: String?
    /// How many Backs lead to the root (`page`, `location`).
    public var depth: Int?
    /// Where a Back leads (`page`, `location`); absent where there is no Back.
    public var backPath: String?
    /// The sentence (`notice`).
    public var text: String?
    /// The tab's token (`page`): a socket that reconnects with it (`/socket?tab=TOKEN`) gets the same
    /// scene back. Known only to the page; never logged.
    public var tab: String?

    /// A message of `type` with the given parts.
    public init(
        type: Kind, html: String? = nil, patches: [HTMLPatch]? = nil, path: String? = nil, depth: Int? = nil, backPath: String? = nil,
        text: String? = nil, tab: String? = nil
    ) {
        self.type = type
        self.html = html
        self.patches = patches
        self.path = path
        self.depth = depth
        self.backPath = backPath
        self.text = text
        self.tab = tab
    }
}
