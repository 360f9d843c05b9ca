/// The message that shows a page, sent from any responder in one line:
///
/// ```swift
/// try await send(Display(ShopPage.product(id: 7)))                 // async code: waits until shown
/// button.sendAction(Display(ShopPage.product(id: 7)))              // a control's action
/// ```
///
/// It travels the coordinating chain like any message and is answered by the first coordinator
/// that can show the page (`PageShowing.canShow(_:)`); the others pass it on. The message is
/// generic over the app's page type, so no page is boxed or cast on the way. A page nobody can show
/// ends in `UnhandledMessage`, never silently.
public struct Display<P: Page>: Message, Sendable {
    /// Nothing: the sender learns only that the page is shown (or the error why it is not).
    public typealias Reply = Void

    /// The page to show.
    public let page: P

    /// A request to show `page`.
    public init(_ page: P) {
        self.page = page
    }
}
