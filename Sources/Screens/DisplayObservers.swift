/// The observers of one window or application, held weakly, called in the order they were added.
@MainActor
struct DisplayObservers {
    private struct Entry {
        weak var observer: (any DisplayObserver)?
    }

    private var entries: [Entry] = []

    /// Whether nobody observes (changes are then gathered for no one).
    var isEmpty: Bool {
        !entries.contains { $0.observer != nil }
    }

    /// Adds `observer` unless it is already there.
    mutating func add(_ observer: any DisplayObserver) {
        entries.removeAll { $0.observer == nil }
        guard !entries.contains(where: { $0.observer === observer }) else { return }
        entries.append(Entry(observer: observer))
    }

    /// Removes `observer`.
    mutating func remove(_ observer: any DisplayObserver) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells every observer present now about `change`.
    func notify(_ change: DisplayChange) {
        for entry in entries {
            entry.observer?.displayDidChange(change)
        }
    }
}
