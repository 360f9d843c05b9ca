import AsyncTestSupport
import Foundation
import IvkoData

/// Passes session events on to a manager and counts how many it has handled: a manager asks its
/// stream for the next event only after handling the one before, so when it asks for event n + 1,
/// event n is done. A test waits on `handled` instead of guessing when the manager got round to it.
final class PacedEvents: Sendable {
    /// How many events the consumers have finished handling.
    let handled = CountSignal()

    /// `upstream`, with each request for the next event counted as the previous one handled.
    func pacing(_ upstream: AsyncStream<ShopSessionEvent>) -> AsyncStream<ShopSessionEvent> {
        let source = EventIterator(upstream)
        let handled = handled
        return AsyncStream {
            if source.hasDelivered { handled.raise() }
            return await source.next()
        }
    }
}

/// One consumer's position in a stream of events (the stream asks for them one at a time).
///
/// `@unchecked Sendable`: an `AsyncStream` built with an unfolding closure calls it for one
/// `next()` at a time, so the iterator and `hasDelivered` are never touched concurrently.
private final class EventIterator: @unchecked Sendable {
    private var iterator: AsyncStream<ShopSessionEvent>.AsyncIterator
    private(set) var hasDelivered = false

    init(_ stream: AsyncStream<ShopSessionEvent>) {
        iterator = stream.makeAsyncIterator()
    }

    func next() async -> ShopSessionEvent? {
        let event = await iterator.next()
        hasDelivered = true
        return event
    }
}
