/// What a data screen has of its data, as one value it renders: nothing yet (it is loading), the
/// data, and why the last load failed. A failure keeps what was shown: the problem shows above it.
/// The stateless screens take it from their inputs (`loading()`, `show(_:)`, `fail(_:)`); the
/// screens that ask for their data keep it in a `LoadBinding`, which also asks and draws the status.
public struct LoadState<Value> {
    /// The data; `nil` until it arrives.
    public var value: Value?
    /// Why the last load failed, until the next one begins.
    public var problem: ScreenProblem?

    /// Nothing yet: loading.
    public init(value: Value? = nil, problem: ScreenProblem? = nil) {
        self.value = value
        self.problem = problem
    }

    /// A load begins: the problem goes, what was shown stays.
    public mutating func loading() {
        problem = nil
    }

    /// The data arrived.
    public mutating func show(_ value: Value) {
        self.value = value
        problem = nil
    }

    /// The load failed with `problem`; what was shown stays.
    public mutating func fail(_ problem: ScreenProblem) {
        self.problem = problem
    }

    /// Takes what a stateless screen was told.
    public mutating func take(_ input: LoadInput<Value>) {
        switch input {
        case .loading: loading()
        case .show(let value): show(value)
        case .fail(let problem): fail(problem)
        }
    }

    /// What the status view shows for it: the problem (after `partly` when some data is shown, e.g.
    /// "These may not be all your orders."), else `loading` until the data is there, else `empty`
    /// when the data `isEmpty` (with Try again unless `emptyCanRetry` is off: there may be some by
    /// now, but an empty cart is the customer's own), else nothing.
    public func status(
        loading: String, empty: String? = nil, emptyCanRetry: Bool = true, partly: String? = nil,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> StatusView.Status {
        if let problem {
            let text = value.flatMap { value in isEmpty(value) ? nil : partly }.map { "\($0) \(problem.message)" }
            return .message(text ?? problem.message, canRetry: problem.canRetry)
        }
        guard let value else { return .loading(loading) }
        if let empty, isEmpty(value) { return .message(empty, canRetry: emptyCanRetry) }
        return .hidden
    }
}

/// What a stateless data screen is told of its data (its `Inputs`): a load begins, the data
/// arrived, or the load failed (what was shown stays).
public enum LoadInput<Value> {
    /// The data is being fetched.
    case loading
    /// The data.
    case show(Value)
    /// Fetching it failed.
    case fail(ScreenProblem)
}

extension LoadInput: Equatable where Value: Equatable {}
extension LoadInput: Hashable where Value: Hashable {}
extension LoadInput: Sendable where Value: Sendable {}
extension LoadState: Equatable where Value: Equatable {}
extension LoadState: Hashable where Value: Hashable {}
extension LoadState: Sendable where Value: Sendable {}
