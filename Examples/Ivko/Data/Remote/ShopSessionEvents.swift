import Foundation
package import IvkoService

/// Hands the service's session events to any number of listeners, as `ShopSessionEvent`s.
///
/// The composition root gives `receive(_:)` to the `IvkoAPI` as its `onSessionEvent` (it is
/// `package`: the service's events are not part of this layer's public face); listeners take
/// `stream()`. Events are handed out under the lock, so every listener gets them in one order,
/// however many threads report them at once (yielding to an unbounded `AsyncStream` never waits).
public final class ShopSessionEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [UUID: AsyncStream<ShopSessionEvent>.Continuation] = [:]

    /// An event hub with no listeners yet.
    public init() {}

    /// The events from now on, until the stream's consumer stops.
    public func stream() -> AsyncStream<ShopSessionEvent> {
        let (stream, continuation) = AsyncStream<ShopSessionEvent>.makeStream()
        let id = UUID()
        lock.withLock { continuations[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Passes a service event on to every listener.
    @Sendable package func receive(_ event: IvkoSessionEvent) {
        let shopEvent: ShopSessionEvent =
            switch event {
            case .signedIn: .signedIn
            case .renewed: .renewed
            case .renewalFailed(let error): .renewalFailed(ShopDataError(error))
            case .signedOut: .signedOut
            }
        lock.withLock {
            for listener in continuations.values { listener.yield(shopEvent) }
        }
    }
}
