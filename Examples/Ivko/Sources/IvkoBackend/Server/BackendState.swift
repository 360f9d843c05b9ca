import Foundation
import Logging

/// Everything the endpoints share: the catalog, accounts, sessions with their carts, orders,
/// counters, faults and the clock.
final class BackendState: Sendable {
    let catalog: IvkoCatalog
    let accounts: [String: DemoAccount]
    let sessions: SessionStore
    let orders: OrderBook
    let counters: CounterBoard
    let faults: FaultInjector
    let clock: any BackendClock
    let sessionTTL: Int
    let assetSeed: UInt64
    let logger: Logger

    init(configuration: IvkoBackendConfiguration) {
        catalog = configuration.catalog
        accounts = Dictionary(configuration.accounts.map { ($0.username, $0) }, uniquingKeysWith: { first, _ in first })
        sessionTTL = max(1, configuration.sessionTTL)
        let counters = CounterBoard()
        self.counters = counters
        sessions = SessionStore(
            ttl: TimeInterval(sessionTTL), lifetime: configuration.sessionLifetime.map { TimeInterval(max(1, $0)) },
            clock: configuration.clock, counters: counters
        )
        orders = OrderBook(accounts: configuration.accounts, clock: configuration.clock)
        faults = FaultInjector(configuration: configuration.faults)
        clock = configuration.clock
        assetSeed = configuration.catalog.seed
        logger = configuration.logger
    }
}
