import AsyncTestSupport
import Foundation
import IvkoData
import IvkoService
import Testing

/// The session-event hub hands events to every listener in one order, however many threads
/// report them at once, so no manager sees a renewal and a refusal the other way round.
@Suite("Shop session events")
struct ShopSessionEventsTests {
    @Test(.stretchedTimeLimit(minutes: 5)) func listenersSeeConcurrentEventsInOneOrder() async throws {
        let hub = ShopSessionEvents()
        let listeners = [hub.stream(), hub.stream(), hub.stream()]
        let threads = 8
        let eventsPerThread = 500
        for thread in 0..<threads {
            Thread.detachNewThread {
                for number in 0..<eventsPerThread {
                    hub.receive(.renewalFailed(.business(type: "T\(thread)", message: "\(number)")))
                }
            }
        }
        var orders: [[ShopSessionEvent]] = []
        for listener in listeners {
            var received: [ShopSessionEvent] = []
            for await event in listener {
                received.append(event)
                if received.count == threads * eventsPerThread { break }
            }
            orders.append(received)
        }
        #expect(orders[1] == orders[0])
        #expect(orders[2] == orders[0])
    }
}
