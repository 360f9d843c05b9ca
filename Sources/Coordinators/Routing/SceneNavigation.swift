public import Foundation

/// A scene's navigation as a value: every stack's pages and the selected stack. The scene's
/// `PageTabBarCoordinator` produces one on every change (to save) and applies one (a restored
/// state, or a deep link) by changing only what differs.
public struct SceneNavigation<P: Page>: Hashable, Codable, Sendable {
    /// The stacks this navigation sets, in tab order; stacks it does not name keep their screens, and
    /// a stack named twice is set by its last path.
    public var paths: [PagePath<P>]
    /// The stack to select, or `nil` to keep the selection.
    public var selectedStack: String?

    /// A navigation that sets `paths` and selects `selectedStack`.
    public init(paths: [PagePath<P>], selectedStack: String?) {
        self.paths = paths
        self.selectedStack = selectedStack
    }

    /// What a deep link asks for: `path` on its stack, that stack selected, the others kept.
    public init(_ path: PagePath<P>) {
        self.init(paths: [path], selectedStack: path.stack)
    }

    /// The form `PageTabBarCoordinator.restoreNavigation(from:)` reads: JSON, keys sorted, so equal
    /// navigations give equal bytes.
    public func restorationData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads what `restorationData()` wrote; throws `DecodingError` when it no longer decodes (a
    /// page or parameter the app has since removed or changed).
    public init(restorationData data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: data)
    }
}
