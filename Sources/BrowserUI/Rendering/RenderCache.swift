import Screens

/// What the last renders built for each view, kept while the view's subtree is unchanged: a view
/// whose `displayGeneration` (and the context it was drawn in, such as a row's position) is the
/// same as when its element was built is not rendered again, so a change costs what changed, not
/// the whole page. Views are held weakly; the entries of views that are gone are dropped now and
/// then.
@MainActor
final class RenderCache {
    private struct Entry {
        weak var view: View?
        let generation: UInt64
        let context: Int
        let element: HTMLElement?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var lastVersion: UInt64 = 0
    private var storesSincePrune = 0

    /// A stamp no element built before has: every element a render builds gets one.
    func nextVersion() -> UInt64 {
        lastVersion &+= 1
        return lastVersion
    }

    /// The element built for `view` in `context`, if its subtree has not changed since (`.some(nil)`
    /// for a view that rendered nothing).
    func element(for view: View, context: Int) -> HTMLElement?? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view, entry.generation == view.displayGeneration,
            entry.context == context
        else { return nil }
        return .some(entry.element)
    }

    /// Keeps `element` as what `view` renders in `context` at its current generation.
    func store(_ element: HTMLElement?, for view: View, context: Int) {
        entries[ObjectIdentifier(view)] = Entry(view: view, generation: view.displayGeneration, context: context, element: element)
        storesSincePrune += 1
        if storesSincePrune > 4 * max(entries.count / 2, 64) {
            storesSincePrune = 0
            entries = entries.filter { $0.value.view != nil }
        }
    }

    /// Forgets what `view` and every view above it rendered (they must be built again: the focus
    /// mark moved into or out of them).
    func evict(_ view: View) {
        var current: View? = view
        while let each = current {
            entries[ObjectIdentifier(each)] = nil
            current = each.superview
        }
    }

    /// Forgets everything (the page's settings changed).
    func removeAll() {
        entries.removeAll()
    }
}
