/// Sends values to any number of listeners, `AsyncStream`s or handlers, every listener getting
/// them in one order.
///
/// The owner keeps the broadcast and calls ``send(_:)``; listeners take a ``stream()`` or
/// ``observe(_:)`` with a handler. With ``Replay/latest(initial:)`` a new listener first gets the
/// latest value (state, such as "the cart now and every change after it"); with ``Replay/nothing``
/// it gets only the values sent after it started listening (events).
///
/// **Order.** However many threads send at once, every listener gets the values in the order they
/// were sent (the order in which `send` calls took the broadcast's lock), and with
/// ``Replay/latest(initial:)`` a listener's last value is the latest. A value is queued for the
/// listeners there are at that moment; one caller at a time (whoever finds nobody delivering) hands
/// the queue out in order, and the others return at once, so `send` may return before its value has
/// reached everyone when another thread is delivering.
///
/// **No lock while delivering.** Values are yielded to streams and passed to handlers with no lock
/// held, so a listener's executor cannot hold up a sender's lock, and a handler may call
/// ``send(_:)`` (its value is delivered once the current one has reached every listener) or stop
/// listening. A handler runs on the thread of whoever delivers: it should be short and must not
/// block.
///
/// A listener that stops (its stream's consumer ends or is cancelled, or its observation is
/// cancelled) is removed. The broadcast does not keep itself alive: when its owner lets go, its
/// streams get no more values.
public final class Broadcast<Value: Sendable>: Sendable {
    /// What a new listener gets before the values sent after it started listening.
    public enum Replay: Sendable {
        /// Nothing: a listener gets only the values sent after it started listening (events that
        /// must not be seen twice, or late).
        case nothing
        /// The latest value sent, or `initial` until one is sent (nothing when `initial` is nil):
        /// a listener starts from the state now.
        case latest(initial: Value? = nil)
    }

    /// One listener: a stream's continuation or a handler.
    private enum Listener: Sendable {
        case stream(AsyncStream<Value>.Continuation)
        case handler(@Sendable (Value) -> Void, Locked<Bool>)

        /// Hands `value` to the listener (a cancelled handler is not called).
        func receive(_ value: Value) {
            switch self {
            case .stream(let continuation):
                continuation.yield(value)
            case .handler(let handler, let isCancelled):
                if !isCancelled.withLock({ $0 }) { handler(value) }
            }
        }
    }

    /// A value and the listeners it goes to.
    private struct Delivery: Sendable {
        let value: Value
        let listeners: [Listener]
    }

    private struct State: Sendable {
        /// What a new listener gets first, when latest values are replayed.
        var latest: Value?
        /// The listeners, in the order they started listening.
        var listeners: [(id: Int, listener: Listener)] = []
        var nextID = 0
        /// Values sent and not yet handed out, oldest first.
        var queue: [Delivery] = []
        /// Whether a caller is handing out the queue.
        var isDelivering = false

        /// Makes the caller the one who delivers, unless someone already is.
        mutating func claimDelivery() -> Bool {
            guard !isDelivering else { return false }
            isDelivering = true
            return true
        }
    }

    private let replaysLatest: Bool
    private let bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy
    private let state: Locked<State>

    /// A broadcast whose new listeners get what `replay` says first. Each stream buffers its
    /// listener's values by `bufferingPolicy`: `.unbounded` keeps every value for a slow listener
    /// (events), `.bufferingNewest(n)` keeps its last `n` (state, where only the latest matters).
    public init(replay: Replay, bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded) {
        let latest: Value?
        switch replay {
        case .nothing:
            replaysLatest = false
            latest = nil
        case .latest(let initial):
            replaysLatest = true
            latest = initial
        }
        self.bufferingPolicy = bufferingPolicy
        state = Locked(State(latest: latest))
    }

    /// The values from now on (after the latest one, when it is replayed), until the stream's
    /// consumer stops or the broadcast goes.
    public func stream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: bufferingPolicy)
        let id = add(.stream(continuation))
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return stream
    }

    /// Calls `handler` with every value from now on (after the latest one, when it is replayed),
    /// until the observation is cancelled or the broadcast goes. The handler runs on the thread of
    /// whoever delivers, one value at a time, in order.
    @discardableResult
    public func observe(_ handler: @escaping @Sendable (Value) -> Void) -> BroadcastObservation {
        let isCancelled = Locked(false)
        let id = add(.handler(handler, isCancelled))
        return BroadcastObservation { [weak self] in
            isCancelled.withLock { $0 = true }
            self?.remove(id)
        }
    }

    /// Sends `value` to every listener (making it the latest, when latest values are replayed).
    public func send(_ value: Value) {
        let mustDeliver = state.withLock { state in
            if replaysLatest { state.latest = value }
            guard !state.listeners.isEmpty else { return false }
            state.queue.append(Delivery(value: value, listeners: state.listeners.map { $0.listener }))
            return state.claimDelivery()
        }
        if mustDeliver { deliverQueue() }
    }

    /// How many listeners there are now.
    var listenerCount: Int {
        state.withLock { $0.listeners.count }
    }

    /// Adds `listener`, queueing the latest value for it when that is replayed, and answers its id.
    private func add(_ listener: Listener) -> Int {
        let (id, mustDeliver) = state.withLock { state in
            state.nextID += 1
            state.listeners.append((id: state.nextID, listener: listener))
            guard let latest = state.latest else { return (state.nextID, false) }
            state.queue.append(Delivery(value: latest, listeners: [listener]))
            return (state.nextID, state.claimDelivery())
        }
        if mustDeliver { deliverQueue() }
        return id
    }

    private func remove(_ id: Int) {
        state.withLock { state in state.listeners.removeAll { $0.id == id } }
    }

    /// Hands out the queue in order until it is empty, including what others queue meanwhile.
    private func deliverQueue() {
        while true {
            let deliveries = state.withLock { state in
                var deliveries: [Delivery] = []
                swap(&deliveries, &state.queue)
                if deliveries.isEmpty { state.isDelivering = false }
                return deliveries
            }
            guard !deliveries.isEmpty else { return }
            for delivery in deliveries {
                for listener in delivery.listeners { listener.receive(delivery.value) }
            }
        }
    }
}

/// A handler's place among a ``Broadcast``'s listeners: ``cancel()`` removes it. Dropping the
/// observation removes nothing; the handler then listens as long as the broadcast lives.
public struct BroadcastObservation: Sendable {
    private let stop: @Sendable () -> Void

    init(stop: @escaping @Sendable () -> Void) {
        self.stop = stop
    }

    /// Stops the handler: no value sent after this returns reaches it, nor (when it is cancelled
    /// from inside the handler) any value after the one being handled. A value being handed out on
    /// another thread at that moment may still reach it. Cancelling again does nothing.
    public func cancel() {
        stop()
    }
}
