/// Who is waiting for a request. The session starts a waiting `userInitiated` request before any
/// waiting `background` one, and keeps part of its in-flight limit free of background work, so a
/// screen the user opened during a catalog import answers within about one request's time instead
/// of queueing behind the import's pages.
public enum RequestPriority: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Work nobody is watching: imports, refreshes, prefetching.
    case background
    /// What a person is waiting for: the screen they opened, the button they pressed.
    case userInitiated

    /// The priority of a request sent from a task of `priority`: tasks below `.medium` (`.utility`,
    /// `.low`, `.background`) do background work, so code that already runs its imports in a
    /// low-priority task needs no per-request option.
    public init(_ priority: TaskPriority) {
        self = priority < .medium ? .background : .userInitiated
    }

    /// Orders background before user-initiated.
    public static func < (lhs: RequestPriority, rhs: RequestPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
