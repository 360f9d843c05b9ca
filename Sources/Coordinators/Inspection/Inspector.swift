/// Looks at a running app: a snapshot of its coordinator tree (every scene, every coordinator, its
/// screens and queued messages) with the latest messages its `MessageLog` kept.
///
/// ```swift
/// let inspector = Inspector(root: applicationCoordinator, keepingLast: 20)
/// inspector.attach()                       // every dispatch in the process from now on
/// logger.debug("\(inspector.snapshot())")  // the tree and the last 20 messages, as text
/// ```
///
/// It holds the root weakly, so inspecting never keeps a tree alive.
@MainActor
public final class Inspector {
    /// The latest dispatches; attach it with `attach()`, or for one task with
    /// `MessageTrace.observing(with: inspector.log) { ... }`.
    public let log: MessageLog
    /// The coordinator whose tree the snapshots show.
    public private(set) weak var root: AnyCoordinator?

    /// Creates an inspector of `root`'s tree whose log keeps the last `count` dispatches. Its log
    /// sees nothing until attached.
    public init(root: AnyCoordinator, keepingLast count: Int = 50) {
        self.root = root
        log = MessageLog(capacity: count)
        log.didChange = { [weak self] in self?.logDidChange() }
    }

    private struct WeakObserver {
        weak var observer: (any InspectorObserver)?
    }

    private var observers: [WeakObserver] = []
    private var isNewsScheduled = false

    /// Starts telling `observer` when the inspector has news (a message was dispatched, a
    /// coordinator started or stopped; while attached), at most once per main-actor turn: a live view of it (a terminal's overlay, a browser's panel) draws
    /// then instead of on a timer. Held weakly.
    public func addObserver(_ observer: any InspectorObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// Stops telling `observer`.
    public func removeObserver(_ observer: any InspectorObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    private func logDidChange() {
        guard !isNewsScheduled, !observers.isEmpty else { return }
        isNewsScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.isNewsScheduled = false
            for entry in self.observers { entry.observer?.inspectorDidChange(self) }
        }
    }

    /// Starts logging every dispatch in the process (`MessageTrace.addObserver`). While attached,
    /// every send takes the traced path, which records names and times.
    public func attach() {
        MessageTrace.addObserver(log)
    }

    /// Stops logging; the records kept so far stay.
    public func detach() {
        MessageTrace.removeObserver(log)
    }

    /// The tree and the logged messages as they are now.
    public func snapshot() -> InspectorSnapshot {
        InspectorSnapshot(tree: root.map { CoordinatorSnapshot($0) }, messages: log.records, messageCount: log.totalCount)
    }
}
