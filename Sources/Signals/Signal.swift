/// A stream of values that never fails and never completes, delivered on the main actor; it lives
/// exactly as long as its owner holds the `SignalPipe` or `SignalBus` it comes from.
///
/// Anyone holding a signal can observe it, but only its owner can send into it. Holding a signal does
/// not keep it alive: once its owner lets go of the pipe, the signal has ended (`isAlive` is `false`),
/// its observers have been released, and observing it does nothing.
///
/// Order: observers are called in the order they were added, and each value reaches all of them
/// before the next one starts. A value sent while another is being delivered (by an observer,
/// directly or through other signals) is queued and delivered next, in send order. An observer
/// added during a delivery gets only later values; one cancelled during a delivery is not called
/// again, not even for the current value if its turn has not come.
@MainActor
public final class Signal<Value> {
    /// Registers an observer with the source, tied to a target object when one is given.
    typealias Attach = (_ target: AnyObject?, _ handler: @escaping (Value) -> Void) -> ObservationToken

    /// The list that delivers this signal's values (its own or, for a derived signal, its source's).
    private weak var source: AnyObject?
    private let attach: Attach

    init(source: ObserverList<Value>) {
        self.source = source
        self.attach = { [weak source] target, handler in
            source?.add(until: target, handler) ?? .inactive
        }
    }

    private init(source: AnyObject?, attach: @escaping Attach) {
        self.source = source
        self.attach = attach
    }

    /// Whether the signal's owner still holds it, so that values can still arrive.
    public var isAlive: Bool { source != nil }

    /// Calls `handler` with every value sent from now on, until the signal's owner goes away or the
    /// returned token is cancelled. The handler is released then; capture the signal's owner weakly
    /// (or use `observe(weak:_:)`) so that the handler does not keep the owner alive.
    @discardableResult
    public func observe(_ handler: @escaping (Value) -> Void) -> ObservationToken {
        attach(nil, handler)
    }

    /// Calls `handler` with `target` and every value sent from now on, for as long as both the signal
    /// and `target` live. The target is held weakly, so an object observing a signal its own pipe
    /// emits makes no retain cycle. An observer whose target has gone is removed, and its handler
    /// released, at the signal's next value or next new observer.
    @discardableResult
    public func observe<Target: AnyObject>(
        weak target: Target,
        _ handler: @escaping (Target, Value) -> Void
    ) -> ObservationToken {
        attach(target) { [weak target] value in
            if let target { handler(target, value) }
        }
    }

    /// Makes a signal whose observers sit on this signal's source, each with `forward` in front:
    /// it lives exactly as long as the source, and holds nothing the source must release.
    func derived<Derived>(
        _ forward: @escaping (Value, (Derived) -> Void) -> Void
    ) -> Signal<Derived> {
        let attach = self.attach
        return Signal<Derived>(source: source) { target, handler in
            attach(target) { value in forward(value, handler) }
        }
    }

    /// Whether this signal is delivered by `list`, so that a bus can refuse its own output.
    func isDelivered(by list: AnyObject) -> Bool {
        source === list
    }
}
