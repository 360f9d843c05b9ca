/// Why a navigation (a deep link, a restored state, a page stack's new pages) cannot be shown. Nothing
/// is changed when one is thrown: every stack is checked and built before any changes.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No stack of the scene has this name (a tab the app no longer has).
    case unknownStack(String)
    /// The stack does not own this page (`canShow(_:)` said no); the page as `String(describing:)`.
    case pageNotOwned(page: String, stack: String)
    /// The stack is in the middle of the user's interactive pop, which must finish or cancel first.
    case stackBusy(String)
    /// The stack could not make a screen for the page (`viewController(for:)` threw).
    case screenUnavailable(page: String, stack: String, reason: String)

    /// A one-line explanation the app can show or log.
    public var description: String {
        switch self {
        case .unknownStack(let stack): "There is no stack named \(stack)"
        case .pageNotOwned(let page, let stack): "The \(stack) stack cannot show \(page)"
        case .stackBusy(let stack): "The \(stack) stack is in the middle of a transition"
        case .screenUnavailable(let page, let stack, let reason): "The \(stack) stack could not show \(page): \(reason)"
        }
    }
}
