import IvkoData
import IvkoModel

/// The live DataManager as an account manager's shop, its session events paced so the test knows
/// how many the manager has handled.
struct PacedAccountShop: RelayingShop {
    let base: any ShopCalls
    let events: PacedEvents

    init(base: DataManager, events: PacedEvents) {
        self.base = base
        self.events = events
    }

    func sessionEventStream() -> AsyncStream<ShopSessionEvent> {
        events.pacing(base.sessionEventStream())
    }
}
