/// Something that watches message dispatches: a test, a log, a live inspector.
@MainActor
public protocol DispatchObserver: AnyObject, Sendable {
    /// Called once per send, when the reply (or error) is back.
    func didDispatch(_ record: DispatchRecord)
    /// Called when a coordinator started or stopped somewhere in the process (global observers
    /// only): an inspector's tree changed. The default does nothing.
    func coordinatorTreeDidChange()
}

extension DispatchObserver {
    /// Does nothing: most observers watch messages only.
    public func coordinatorTreeDidChange() {}
}

/// An observer that keeps every record, for tests and inspectors.
@MainActor
public final class DispatchRecorder: DispatchObserver {
    /// The records so far, oldest first.
    public private(set) var records: [DispatchRecord] = []

    /// Creates an empty recorder.
    public init() {}

    /// Keeps `record`.
    public func didDispatch(_ record: DispatchRecord) {
        records.append(record)
    }

    /// Forgets the records so far.
    public func removeAll() {
        records.removeAll()
    }
}
