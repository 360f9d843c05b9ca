import AsyncTools
import IvkoModel
package import IvkoService

/// Hands the service's session events to any number of listeners, as `ShopSessionEvent`s.
///
/// The composition root gives `receive(_:)` to the `IvkoAPI` as its `onSessionEvent` (it is
/// `package`: the service's events are not part of this layer's public face); listeners take
/// `stream()`. A `Broadcast` hands the events out, so every listener gets them in one order,
/// however many threads report them at once, and only those that come after it started listening.
public final class ShopSessionEvents: Sendable {
    /// Events, not state: a new listener must not hear an old renewal or sign-out again. Every
    /// event is kept for a slow listener.
    private let broadcast = Broadcast<ShopSessionEvent>(replay: .nothing, bufferingPolicy: .unbounded)

    /// An event hub with no listeners yet.
    public init() {}

    /// The events from now on, until the stream's consumer stops.
    public func stream() -> AsyncStream<ShopSessionEvent> {
        broadcast.stream()
    }

    /// Passes a service event on to every listener.
    @Sendable package func receive(_ event: IvkoSessionEvent) {
        let shopEvent: ShopSessionEvent =
            switch event {
            case .signedIn: .signedIn
            case .renewed: .renewed
            case .renewalFailed(let error): .renewalFailed(ShopError(error))
            case .signedOut: .signedOut
            }
        broadcast.send(shopEvent)
    }
}
