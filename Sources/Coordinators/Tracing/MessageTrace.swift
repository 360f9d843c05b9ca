/// Where dispatch observers are attached.
///
/// Two scopes: `addObserver(_:)` watches every dispatch in the process (a live inspector);
/// `observing(with:_:)` watches only the dispatches sent from the current task and the tasks it
/// creates, so tests running in parallel never see each other's messages. With no observer attached a
/// dispatch pays a single check and records nothing.
@MainActor
public enum MessageTrace {
    private static var globalObservers: [WeakDispatchObserver] = []

    /// Starts telling `observer` about every dispatch; it is held weakly.
    public static func addObserver(_ observer: any DispatchObserver) {
        globalObservers.removeAll { $0.observer == nil || $0.observer === observer }
        globalObservers.append(WeakDispatchObserver(observer: observer))
    }

    /// Stops telling `observer` about dispatches.
    public static func removeObserver(_ observer: any DispatchObserver) {
        globalObservers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Runs `body` with `observer` told about every dispatch sent from this task (and its child tasks).
    /// Scopes nest: an observer attached around this one (a test trait's) is told too.
    @discardableResult
    public static func observing<T>(
        with observer: any DispatchObserver,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> T
    ) async rethrows -> T {
        let scoped: any DispatchObserver = TaskScopedObserver.current.map { DispatchFanOut(inner: observer, outer: $0) } ?? observer
        return try await TaskScopedObserver.$current.withValue(scoped) { try await body() }
    }

    @usableFromInline
    static var isObserving: Bool {
        !globalObservers.isEmpty || TaskScopedObserver.current != nil
    }

    /// Tells the observers about `record`; forgets global observers that were released, so a
    /// dropped inspector stops costing the traced path.
    static func publish(_ record: DispatchRecord) {
        TaskScopedObserver.current?.didDispatch(record)
        var sawReleased = false
        for entry in globalObservers {
            if let observer = entry.observer {
                observer.didDispatch(record)
            } else {
                sawReleased = true
            }
        }
        if sawReleased { globalObservers.removeAll { $0.observer == nil } }
    }
}

extension MessageTrace {
    /// Tells the global observers that a coordinator started or stopped.
    static func publishTreeChange() {
        guard !globalObservers.isEmpty else { return }
        for entry in globalObservers { entry.observer?.coordinatorTreeDidChange() }
    }
}

/// The observer attached to the current task by `MessageTrace.observing(with:_:)`.
enum TaskScopedObserver {
    @TaskLocal static var current: (any DispatchObserver)?
}

/// Two nested scopes' observers, the inner one told first.
@MainActor
private final class DispatchFanOut: DispatchObserver {
    private let inner: any DispatchObserver
    private let outer: any DispatchObserver

    nonisolated init(inner: any DispatchObserver, outer: any DispatchObserver) {
        self.inner = inner
        self.outer = outer
    }

    func didDispatch(_ record: DispatchRecord) {
        inner.didDispatch(record)
        outer.didDispatch(record)
    }
}

/// A weakly held global observer.
@MainActor
struct WeakDispatchObserver {
    weak var observer: (any DispatchObserver)?
}
