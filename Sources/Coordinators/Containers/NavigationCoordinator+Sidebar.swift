public import Screens

/// A navigation coordinator's stack beside a sidebar: the split view shape a tab takes on a wide
/// window (the categories in a column beside the catalog's stack).
///
/// The stack holds every page in both widths; the sidebar is only a second way into it. So the split
/// collapses to the stack (`collapsedColumn = .secondary`): on a compact window the sidebar leaves
/// and the stack fills the split, and nothing is moved between columns, so the pages, deep links and
/// saved navigation do not depend on the width. The coordinator stays the one it was (a page stack,
/// a tab) and the split is only its outer controller: what a tab bar coordinator shows as its tab.
/// While the coordinator is started it owns the split's messages, so the sidebar asks the same
/// coordinator the stack's screens ask.
extension NavigationCoordinator {
    /// Stands this coordinator's stack beside `sidebar` in a split view, which becomes the
    /// coordinator's `outerViewController`, and returns it. Call it once, before the coordinator is
    /// shown in a container (from its initialiser); a second call returns the split it made.
    @discardableResult
    public func standBeside(sidebar: ViewController) -> SplitViewController {
        if let splitViewController { return splitViewController }
        let split = SplitViewController(primary: sidebar, secondary: navigationController)
        split.collapsedColumn = .secondary
        splitViewController = split
        if isStarted { adopt(split) }
        return split
    }

    /// The sidebar beside the stack, if the coordinator stands beside one.
    public var sidebar: ViewController? { splitViewController?.primaryViewController }
}
