/// A signal and the right to send into it, for the object that owns the signal.
///
/// The owner keeps the pipe private and hands out only `signal`, so others can observe but not
/// send. The signal lives exactly as long as the pipe: when the owner lets go of it, the observers'
/// closures (and all they capture) are released and nothing more is delivered. A value whose
/// delivery is under way when that happens still reaches the rest of its observers.
///
/// ```swift
/// final class ProductListController: ViewController {
///     enum Output { case selected(Product.ID) }
///     private let outputPipe = SignalPipe<Output>()
///     var outputs: Signal<Output> { outputPipe.signal }
///     func userSelected(_ id: Product.ID) { outputPipe.send(.selected(id)) }
/// }
/// ```
@MainActor
public final class SignalPipe<Value> {
    /// The observable side, to hand out; it ends when the pipe is deallocated.
    public let signal: Signal<Value>
    private let observers: ObserverList<Value>
    private lazy var handoff = MainActorHandoff(observers)

    /// Creates a pipe with no observers..
    public init() {
        let observers = ObserverList<Value>()
        self.observers = observers
        self.signal = Signal(source: observers)
    }

    /// Delivers `value` to the signal's observers before returning (see `Signal` for the order when
    /// called from inside an observer).
    public func send(_ value: Value) {
        observers.send(value)
    }

    /// The number of observers, for tests that check that nothing lingers.
    var observerCount: Int { observers.count }
}

extension SignalPipe where Value: Sendable {
    /// A handle that sends into this pipe from any task or thread (see `BackgroundSender`). Every
    /// call returns a handle on the same queue, so all values sent through them keep one order.
    public var backgroundSender: BackgroundSender<Value> {
        BackgroundSender(handoff)
    }
}
