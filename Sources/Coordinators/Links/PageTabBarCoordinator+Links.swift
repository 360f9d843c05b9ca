public import Foundation

extension PageTabBarCoordinator where P: LinkablePage {
    /// Opens a deep link: reads it with `format` and navigates to it (see `navigate(to:)`): its stack
    /// is selected and changed only where it differs, the other stacks keep their screens, and a
    /// link the scene cannot show yet is queued.
    ///
    /// Throws `InvalidLink` for a link the format cannot read and `NavigationError` for one that
    /// names a stack or page the scene does not have; either changes nothing.
    @discardableResult
    public func open(_ url: URL, format: LinkFormat<P>) throws -> NavigationOutcome {
        try navigate(to: SceneNavigation(format.path(from: url)))
    }
}
