import Foundation

/// Every customer's orders, deduplicated by the client's `clientRef`: the same reference sent
/// again by the same customer answers the order already made instead of making a second one.
actor OrderBook {
    /// What `POST orders` answers.
    struct Confirmation: Sendable, Equatable {
        let orderNo: String
        let totalCents: Int
    }

    private var historyByUsername: [String: [OrderSummaryRecord]]
    private var confirmations: [String: [String: Confirmation]] = [:]
    private var placedByUsername: [String: [IvkoPlacedOrder]] = [:]
    private var nextSequence = 123
    private let clock: any BackendClock

    init(accounts: [DemoAccount], clock: any BackendClock) {
        historyByUsername = Dictionary(accounts.map { ($0.username, $0.orderHistory) }, uniquingKeysWith: { first, _ in first })
        self.clock = clock
    }

    /// The order already made with this reference, if any.
    func existing(username: String, clientRef: String) -> Confirmation? {
        confirmations[username]?[clientRef]
    }

    /// Makes an order, unless one was already made with this reference; `isNew` tells which.
    func place(
        username: String, clientRef: String, totalCents: Int, lines: [IvkoPlacedOrder.Line] = []
    ) -> (confirmation: Confirmation, isNew: Bool) {
        if let known = existing(username: username, clientRef: clientRef) {
            return (known, false)
        }
        let now = clock.now()
        let orderNo = "\(ShopCalendar.year(now))-" + DecimalComma.padded(nextSequence, width: 6)
        nextSequence += 1
        let confirmation = Confirmation(orderNo: orderNo, totalCents: totalCents)
        confirmations[username, default: [:]][clientRef] = confirmation
        let summary = OrderSummaryRecord(
            orderNo: orderNo, date: ShopCalendar.dayString(now),
            total: DecimalComma.string(cents: totalCents, groupThousands: false), status: "NEW"
        )
        historyByUsername[username, default: []].insert(summary, at: 0)
        placedByUsername[username, default: []].append(IvkoPlacedOrder(clientRef: clientRef, orderNo: orderNo, lines: lines))
        return (confirmation, true)
    }

    /// The orders made for a customer on this server, oldest first.
    func placed(username: String) -> [IvkoPlacedOrder] {
        placedByUsername[username] ?? []
    }

    /// A customer's orders, newest first.
    func history(username: String) -> [OrderSummaryRecord] {
        historyByUsername[username] ?? []
    }
}
