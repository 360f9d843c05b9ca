/// Invalidation, as UIKit does it: a view whose content changes marks itself as needing display;
/// its window gathers the marks of one main-actor turn and tells its renderers once.
extension View {
    /// Marks the view as needing to be drawn again: what it shows changed. Screens' own views call
    /// it whenever a property a renderer reads changes (text, state, subviews…); a subclass that
    /// draws from state of its own (an overridden `renderContent`) calls it when that state changes.
    /// The view's window tells its `DisplayObserver`s after the turn; a view in no window waits
    /// until it is added to one (its new superview is marked then).
    public func setNeedsDisplay() {
        let generation = DisplayGeneration.next()
        var root: View = self
        root.displayGenerationStorage = generation
        while let parent = root.superviewLink {
            parent.displayGenerationStorage = generation
            root = parent
        }
        let window = (root as? Window) ?? root.owningViewController?.presentingViewController?.viewIfLoaded?.window
        guard let window else { return }
        // A presented controller's view is not under its window: the window is marked as well, so
        // its generation covers every layer it shows.
        window.displayGenerationStorage = generation
        window.viewNeedsDisplay(self, generation: generation)
    }

    /// A number that changes whenever this view or a view below it is marked as needing display:
    /// a renderer that keeps what it drew of a subtree reuses it while the number is the same. For
    /// a window it also covers the controllers presented in it.
    public var displayGeneration: UInt64 { displayGenerationStorage }
}

/// The source of display generations: one counter for the process's main actor, so a generation
/// is never given twice.
@MainActor
enum DisplayGeneration {
    private static var last: UInt64 = 0

    /// A generation never given before.
    static func next() -> UInt64 {
        last &+= 1
        return last
    }
}
