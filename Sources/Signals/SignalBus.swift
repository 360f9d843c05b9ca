/// One signal that carries the values of any number of inner signals, such as the outputs of a
/// list's cells merged into the list controller's.
///
/// The bus never owns an inner signal: each inner signal contributes for as long as its own owner
/// holds it, and when that owner goes away the bus simply stops hearing from it. The bus's own
/// signal lives as long as whoever holds the bus. Neither side keeps the other alive; an inner
/// signal that outlives the bus keeps a small forwarder (holding nothing) until its next value.
@MainActor
public final class SignalBus<Value> {
    /// The merged signal: every inner signal's values, in the order they were sent.
    public let signal: Signal<Value>
    private let observers: ObserverList<Value>
    private var inners: [Inner] = []

    private struct Inner {
        weak var signal: Signal<Value>?
        let token: ObservationToken
    }

    /// Creates a bus with no inner signals..
    public init() {
        let observers = ObserverList<Value>()
        self.observers = observers
        self.signal = Signal(source: observers)
    }

    /// Forwards `inner`'s values into the bus until `inner` ends, `remove(_:)` is called or the token
    /// is cancelled. Adding a signal that is already on the bus returns its existing token and does
    /// not deliver twice ("the same" means the same `Signal` object: two `map` calls make two
    /// signals). The bus's own signal, or one derived from it, is refused: it would loop forever.
    @discardableResult
    public func add(_ inner: Signal<Value>) -> ObservationToken {
        inners.removeAll { !$0.token.isActive }
        if let existing = inners.first(where: { $0.signal === inner }) {
            return existing.token
        }
        guard !inner.isDelivered(by: observers) else { return .inactive }
        let token = inner.observe(weak: observers) { observers, value in
            observers.send(value)
        }
        if token.isActive {
            inners.append(Inner(signal: inner, token: token))
        }
        return token
    }

    /// Stops forwarding `inner`'s values; does nothing when it is not on the bus.
    public func remove(_ inner: Signal<Value>) {
        inners.removeAll { candidate in
            guard candidate.signal === inner else { return !candidate.token.isActive }
            candidate.token.cancel()
            return true
        }
    }

    /// The number of inner signals still contributing, for tests.
    var innerCount: Int { inners.count { $0.token.isActive } }

    /// The number of observers of the bus's own signal, for tests.
    var observerCount: Int { observers.count }
}
