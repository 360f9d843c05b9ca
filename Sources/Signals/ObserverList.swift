/// The observers of one signal source, and the delivery of its values to them.
///
/// Exactly one owner holds a list strongly (a `SignalPipe` or a `SignalBus`); everything else refers to it
/// weakly. So when the owner goes away the list is deallocated, and with it every observer's closure:
/// that is the whole lifetime model, done by ARC, with no work needed in a nonisolated `deinit`.
///
/// Delivery rules (all on the main actor):
/// - observers are called in the order they were added;
/// - a value reaches every observer before the next value starts: a value sent while one is being
///   delivered (by an observer, directly or through other signals) is queued and delivered next, in
///   send order;
/// - a value goes to the observers present when its delivery starts, except those removed before
///   their turn; an observer added during a delivery gets the values sent after that delivery.
@MainActor
final class ObserverList<Value> {
    private var entries: [ObserverEntry<Value>] = []
    private var queued: [Value] = []
    private var isDelivering = false

    init() {}

    /// How many observers are registered, for tests that check that nothing lingers.
    var count: Int { entries.count }

    /// Registers `handler`; when `target` is given, the observer also ends when `target` is deallocated.
    func add(until target: AnyObject?, _ handler: @escaping (Value) -> Void) -> ObservationToken {
        entries.removeAll { $0.isObsolete }
        let entry = ObserverEntry(list: self, target: target, handler: handler)
        entries.append(entry)
        return ObservationToken(entry)
    }

    func remove(_ entry: ObserverEntry<Value>) {
        entries.removeAll { $0 === entry }
    }

    /// Delivers `value` now, or after the value being delivered when called during a delivery.
    func send(_ value: Value) {
        guard !isDelivering else {
            queued.append(value)
            return
        }
        isDelivering = true
        deliver(value)
        var index = 0
        while index < queued.count {
            deliver(queued[index])
            index += 1
        }
        queued.removeAll()
        isDelivering = false
    }

    private func deliver(_ value: Value) {
        let snapshot = entries
        for entry in snapshot {
            if entry.isObsolete {
                entry.cancel()
            } else {
                entry.handler?(value)
            }
        }
    }
}

/// One observer in an `ObserverList`: its closure until it is cancelled, and the object it may be tied to.
@MainActor
final class ObserverEntry<Value>: ObservationEntry {
    private weak var list: ObserverList<Value>?
    private weak var target: AnyObject?
    private let hasTarget: Bool
    private(set) var handler: ((Value) -> Void)?

    init(list: ObserverList<Value>, target: AnyObject?, handler: @escaping (Value) -> Void) {
        self.list = list
        self.target = target
        self.hasTarget = target != nil
        self.handler = handler
    }

    /// Whether the object the observer is tied to has been deallocated.
    var isObsolete: Bool { hasTarget && target == nil }

    var isActive: Bool { handler != nil && !isObsolete && list != nil }

    func cancel() {
        handler = nil
        list?.remove(self)
    }
}
