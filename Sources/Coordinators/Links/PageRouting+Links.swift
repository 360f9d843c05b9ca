public import Foundation

extension PageRouting where ShownPage: LinkablePage {
    /// Opens a deep link that names a stack and its pages (`notes://open/notes/list/note/3`): reads
    /// it with `format` and navigates to it (see `navigate(to:)`): its stack is selected and changed
    /// only where it differs, the other stacks keep their screens, and a link the scene cannot show
    /// yet is queued.
    ///
    /// Throws `InvalidLink` for a link the format cannot read and `NavigationError` for one that
    /// names a stack or page the scene does not have; either changes nothing.
    @discardableResult
    public func open(_ url: URL, format: LinkFormat<ShownPage>) throws -> NavigationOutcome {
        try navigate(to: SceneNavigation(format.path(from: url)))
    }
}

extension PageRouting where ShownPage: LocatedPage {
    /// Opens a page link, which names one page (`notes://note/3`, `ivko://product/7`): reads it with
    /// `format` (`LinkFormat/path(fromPageLink:)`) as the page's whole path and navigates there as
    /// `open(_:format:)` does, queued while the scene cannot show it.
    ///
    /// ```swift
    /// let links = LinkFormat<NotePage>(scheme: "notes")
    /// try notes.open(pageLink: URL(string: "notes://note/3")!, format: links)
    /// ```
    ///
    /// Throws `InvalidLink` for a link the format cannot read and `NavigationError` for one the
    /// scene cannot show; either changes nothing.
    @discardableResult
    public func open(pageLink url: URL, format: LinkFormat<ShownPage>) throws -> NavigationOutcome {
        try navigate(to: SceneNavigation(format.path(fromPageLink: url)))
    }
}
