/// How a presented controller covers the screen.
public enum ModalPresentationStyle: Sendable, Equatable {
    /// The system's choice: a sheet, as on iOS 13 and later.
    case automatic
    /// Covers the whole screen; the presenting context disappears (hears `viewWillDisappear`).
    /// The user cannot swipe it away.
    case fullScreen
    /// A card over the presenting context, which stays on screen (no appearance callbacks on it).
    /// The user can swipe it away unless `isModalInPresentation` is set.
    case sheet

    /// UIKit's name for a sheet.
    public static var pageSheet: ModalPresentationStyle { .sheet }
    /// UIKit's name for a smaller sheet; headless, it behaves as `sheet`.
    public static var formSheet: ModalPresentationStyle { .sheet }

    /// The style actually used: `automatic` becomes `sheet`.
    public var resolved: ModalPresentationStyle {
        self == .automatic ? .sheet : self
    }
}
