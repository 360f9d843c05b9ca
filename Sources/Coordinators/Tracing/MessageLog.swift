/// The last messages dispatched, kept for an inspector: a dispatch observer with a bounded ring of
/// records, so a long-running app keeps only the newest `capacity` and forgets the rest.
///
/// Attach it for the whole process with `MessageTrace.addObserver(log)` (a live inspector, the
/// terminal app's debug view), or for one task with `MessageTrace.observing(with: log) { ... }`
/// (a test). `Inspector` puts its records next to a snapshot of the coordinator tree.
@MainActor
public final class MessageLog: DispatchObserver {
    /// How many records the log keeps.
    public let capacity: Int
    /// How many dispatches the log has seen, the forgotten ones included.
    public private(set) var totalCount = 0
    private var ring: [DispatchRecord] = []
    private var oldest = 0
    /// Told of every record kept and every change of the coordinator tree (the inspector that owns
    /// the log passes it on to its observers).
    var didChange: (@MainActor () -> Void)?

    /// Creates an empty log that keeps the newest `capacity` records (at least one).
    public init(capacity: Int = 50) {
        self.capacity = max(capacity, 1)
        ring.reserveCapacity(self.capacity)
    }

    /// The records kept, oldest first.
    public var records: [DispatchRecord] {
        Array(ring[oldest...] + ring[..<oldest])
    }

    /// Keeps `record`, forgetting the oldest one when the log is full.
    public func didDispatch(_ record: DispatchRecord) {
        totalCount += 1
        if ring.count < capacity {
            ring.append(record)
        } else {
            ring[oldest] = record
            oldest = (oldest + 1) % capacity
        }
        didChange?()
    }

    /// Passes the tree's change on to the inspector that owns the log.
    public func coordinatorTreeDidChange() {
        didChange?()
    }

    /// Forgets every record, and the count.
    public func removeAll() {
        ring.removeAll(keepingCapacity: true)
        oldest = 0
        totalCount = 0
    }
}
