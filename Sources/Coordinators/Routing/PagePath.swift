/// The pages of one navigation stack, bottom first, named by the stack: what a deep link points
/// at, and one part of a scene's saved navigation.
///
/// An empty `pages` names the stack alone: opening it selects that stack and keeps its screens.
public struct PagePath<P: Page>: Hashable, Codable, Sendable {
    /// The stack's name: the identifier of its `PageStackCoordinator` (a tab).
    public var stack: String
    /// The stack's pages, root first.
    public var pages: [P]

    /// The path to `pages` on `stack`.
    public init(stack: String, pages: [P]) {
        self.stack = stack
        self.pages = pages
    }
}
