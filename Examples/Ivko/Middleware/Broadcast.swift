import Foundation

/// Sends values to any number of `AsyncStream` listeners; a new listener first gets the latest value.
///
/// Every listener gets the values in the order they became the latest, and its last value is the
/// latest, however many threads send at once. A value is queued with the listeners there are when
/// it becomes the latest, in the same step; one caller at a time (whoever finds nobody delivering)
/// hands the queue out, in order, and the others return at once. No lock is held while a value is
/// handed to a listener, so a listener's executor can never hold up the others.
final class Broadcast<Value: Sendable>: @unchecked Sendable {
    /// A value and the listeners it goes to.
    private struct Delivery {
        let value: Value
        let listeners: [AsyncStream<Value>.Continuation]
    }

    private let lock = NSLock()
    private var latest: Value?
    private var continuations: [UUID: AsyncStream<Value>.Continuation] = [:]
    private var queue: [Delivery] = []
    private var isDelivering = false

    /// A broadcast, with `initial` as the value new listeners get first (none when nil).
    init(initial: Value? = nil) {
        latest = initial
    }

    /// The values from now on, starting with the latest one.
    func stream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id = UUID()
        let mustDeliver = lock.withLock {
            continuations[id] = continuation
            if let latest { queue.append(Delivery(value: latest, listeners: [continuation])) }
            return claimDelivery()
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.continuations.removeValue(forKey: id) }
        }
        if mustDeliver { deliverQueue() }
        return stream
    }

    /// Makes `value` the latest and sends it to every listener.
    func send(_ value: Value) {
        let mustDeliver = lock.withLock {
            latest = value
            queue.append(Delivery(value: value, listeners: Array(continuations.values)))
            return claimDelivery()
        }
        if mustDeliver { deliverQueue() }
    }

    /// Under the lock: makes the caller the one who delivers, unless someone already is.
    private func claimDelivery() -> Bool {
        guard !isDelivering else { return false }
        isDelivering = true
        return true
    }

    /// Hands out the queue in order until it is empty, including what others queue meanwhile.
    private func deliverQueue() {
        while true {
            let deliveries = lock.withLock {
                let deliveries = queue
                queue.removeAll(keepingCapacity: true)
                if deliveries.isEmpty { isDelivering = false }
                return deliveries
            }
            guard !deliveries.isEmpty else { return }
            for delivery in deliveries {
                for listener in delivery.listeners { listener.yield(delivery.value) }
            }
        }
    }
}
