/// A responder (usually a coordinator) that owns some of the app's pages: it says which pages it
/// can show and shows them, so `Display` messages for those pages stop at it.
///
/// `PageStackCoordinator` (one navigation stack) and `PageTabBarCoordinator` (a tab per stack)
/// conform already. Any other coordinator conforms with the two methods and one call to
/// `handleDisplay()` in its `init`; it may start whatever child coordinators a page needs.
@MainActor
public protocol PageShowing: MessageHandling {
    /// The app's page type.
    associatedtype ShownPage: Page

    /// Whether this responder can show `page`, itself or through the children it starts. Asked for
    /// every `Display` that reaches it, so keep it cheap (a `switch` over the page).
    func canShow(_ page: ShownPage) -> Bool

    /// Shows `page`, which `canShow(_:)` accepted; throws when it cannot after all (the screen's data
    /// is gone), and the sender of the `Display` gets that error.
    func showPage(_ page: ShownPage) async throws
}

extension PageShowing {
    /// Registers this responder's answer to `Display<ShownPage>`: a page it can show is shown here,
    /// any other page is passed on up the chain. Call it once, in `init`.
    public func handleDisplay() {
        handleAndPassOn(Display<ShownPage>.self) { owner, message, passOn in
            guard owner.canShow(message.page) else { return try await passOn(message) }
            try await owner.showPage(message.page)
        }
    }
}
