/// Hears that what a window shows changed: a renderer (a terminal, a browser tab) observes the
/// windows it draws, or the whole application, and draws when told, never on a timer.
///
/// Every change of one main-actor turn reaches an observer as one `DisplayChange`, after the turn
/// (UIKit's invalidation: views mark themselves with `setNeedsDisplay()`, the window gathers the
/// marks, and the screen is drawn once). Observers are held weakly, so a renderer that goes away
/// stops observing by itself.
@MainActor
public protocol DisplayObserver: AnyObject {
    /// Called once per main-actor turn in which something this observer watches changed.
    func displayDidChange(_ change: DisplayChange)
}

/// What changed in one main-actor turn, for a `DisplayObserver`.
@MainActor
public struct DisplayChange {
    /// The window whose content changed; `nil` when the application's scenes changed (a window
    /// opened or closed) rather than what a window shows.
    public let window: Window?
    /// The views that marked themselves as needing display (still alive), first marked first, each
    /// with the generation of its latest mark; a renderer that redraws only what changed starts
    /// from these (a mark whose generation is not newer than what it drew is already drawn). A
    /// change of the window's layers (a presentation, a dismissal) or of its size class marks the
    /// window itself.
    public let marks: [DisplayMark]

    /// The marked views, first marked first.
    public var views: [View] { marks.map(\.view) }
}

/// One view's mark in a `DisplayChange`.
@MainActor
public struct DisplayMark {
    /// The view that marked itself as needing display.
    public let view: View
    /// The generation its latest mark gave it (and the views above it).
    public let generation: UInt64
}
