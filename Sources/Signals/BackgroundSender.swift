import Foundation

/// Sends into a `SignalPipe` from any task or thread: each value hops to the main actor and is
/// delivered there, in the order the `send` calls happened.
///
/// Order: values sent through a pipe's background senders arrive in one order, the order in which
/// the `send` calls took a lock; so one task's values arrive in that task's order, and values of
/// concurrent tasks interleave. They arrive on a later turn of the main actor, so a value sent with
/// `SignalPipe.send` on the main actor meanwhile arrives before them. The sender does not keep the
/// pipe alive: once the pipe is gone, values sent (or still waiting) are dropped.
public struct BackgroundSender<Value: Sendable>: Sendable {
    private let handoff: MainActorHandoff<Value>

    init(_ handoff: MainActorHandoff<Value>) {
        self.handoff = handoff
    }

    /// Queues `value` for delivery on the main actor and returns at once.
    public func send(_ value: Value) {
        handoff.enqueue(value)
    }
}

/// The queue behind a pipe's background senders: values wait here, in order, until one main-actor
/// task takes them all and delivers them.
final class MainActorHandoff<Value> {
    private let lock = NSLock()
    private var waiting: [Value] = []
    private var isDrainScheduled = false
    // Set once in `init` and read only on the main actor.
    private weak var observers: ObserverList<Value>?

    init(_ observers: ObserverList<Value>) {
        self.observers = observers
    }
}

// Sendable when the values are: every mutable property is guarded by `lock`, except `observers`,
// which is written once before the handoff is shared and read only on the main actor.
extension MainActorHandoff: @unchecked Sendable where Value: Sendable {
    func enqueue(_ value: Value) {
        let drainWasScheduled = lock.withLock {
            waiting.append(value)
            let wasScheduled = isDrainScheduled
            isDrainScheduled = true
            return wasScheduled
        }
        if !drainWasScheduled {
            Task { @MainActor in self.drain() }
        }
    }

    /// Delivers everything waiting, in order. A value enqueued after the waiting ones were taken
    /// schedules the next drain, which can only run after this one: so the order is the lock's.
    @MainActor
    private func drain() {
        let values = lock.withLock {
            let values = waiting
            waiting.removeAll()
            isDrainScheduled = false
            return values
        }
        guard let observers else { return }
        for value in values {
            observers.send(value)
        }
    }
}
