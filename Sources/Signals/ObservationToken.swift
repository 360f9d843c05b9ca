/// A handle on one observer, for stopping it before its signal ends.
///
/// The token does not own the observer: dropping it changes nothing, and the observer keeps running
/// until its signal's owner goes away, a target it was tied to (`observe(weak:_:)`) goes away, or
/// someone calls `cancel()`. Keep a token only when you need to stop early.
@MainActor
public final class ObservationToken {
    private weak var entry: (any ObservationEntry)?

    init(_ entry: (any ObservationEntry)?) {
        self.entry = entry
    }

    /// A token for an observer that was never registered, because its signal had already ended.
    static var inactive: ObservationToken { ObservationToken(nil) }

    /// Whether the observer is still registered and will receive values.
    public var isActive: Bool { entry?.isActive ?? false }

    /// Stops the observer and releases its closure now. Calling it again, or after the signal ended,
    /// does nothing. An observer cancelled during a delivery is not called for the rest of it.
    public func cancel() {
        entry?.cancel()
    }
}

/// What a token needs from the observer it controls, whatever the signal's value type.
@MainActor
protocol ObservationEntry: AnyObject {
    var isActive: Bool { get }
    func cancel()
}
