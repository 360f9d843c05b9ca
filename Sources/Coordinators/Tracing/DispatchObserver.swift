/// Something that watches message dispatches: a test, a log, a live inspector.
@MainActor
public protocol DispatchObserver: AnyObject, Sendable {
    /// Called once per send, when the reply (or error) is back.
    func didDispatch(_ record: DispatchRecord)
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
