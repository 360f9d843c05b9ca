// The operators return derived signals. A derived signal has no observers of its own: observing it
// registers, on the source, the observer with the operator in front. So it lives exactly as long as
// its source (dropping the derived signal itself ends nothing), its observers are released with the
// source's, and nothing is left behind by a derived signal nobody observes. The price: each observer
// runs the operator's closure for itself, so keep those closures pure and cheap.

extension Signal {
    /// A signal of `transform` applied to each of this signal's values.
    public func map<Transformed>(_ transform: @escaping (Value) -> Transformed) -> Signal<Transformed> {
        derived { value, send in send(transform(value)) }
    }

    /// A signal of this signal's values for which `isIncluded` returns `true`.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
        derived { value, send in
            if isIncluded(value) { send(value) }
        }
    }

    /// A signal of the non-`nil` results of `transform` applied to each of this signal's values.
    public func compactMap<Transformed>(_ transform: @escaping (Value) -> Transformed?) -> Signal<Transformed> {
        derived { value, send in
            if let transformed = transform(value) { send(transformed) }
        }
    }
}
