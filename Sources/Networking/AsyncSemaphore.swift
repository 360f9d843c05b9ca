/// Limits how many operations run at once. Waiters are served strictly in arrival order; a
/// waiter whose task is cancelled leaves the queue at once with `CancellationError`.
public actor AsyncSemaphore {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private var available: Int
    private var waiters: [Waiter] = []
    private var nextID: UInt64 = 0

    /// A semaphore with `permits` slots (at least one).
    public init(permits: Int) {
        available = max(1, permits)
    }

    /// The number of tasks waiting for a slot.
    public var waiting: Int { waiters.count }

    /// Takes a slot, waiting in line if none is free. Every successful `acquire` must be matched
    /// by one `release`.
    public func acquire() async throws {
        try Task.checkCancellation()
        if available > 0, waiters.isEmpty {
            available -= 1
            return
        }
        let id = nextID
        nextID &+= 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                waiters.append(Waiter(id: id, continuation: continuation))
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    /// Gives a slot back, handing it to the longest waiter if there is one.
    public func release() {
        if waiters.isEmpty {
            available += 1
        } else {
            waiters.removeFirst().continuation.resume()
        }
    }

    private func cancelWaiter(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
