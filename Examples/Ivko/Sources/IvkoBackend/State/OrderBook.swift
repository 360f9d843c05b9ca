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
    private var placed: [PlacedOrder] = []
    private var nextSequence = 123
    private let clock: any BackendClock
    /// The orders made here that may still move on, with the moment each was placed.
    private var moving: [(username: String, orderNo: String, placed: Date, status: String)] = []

    init(accounts: [DemoAccount], clock: any BackendClock) {
        historyByUsername = Dictionary(accounts.map { ($0.username, $0.orderHistory) }, uniquingKeysWith: { first, _ in first })
        self.clock = clock
    }

    /// The order already made with this reference, if any.
    func existing(username: String, clientRef: String) -> Confirmation? {
        confirmations[username]?[clientRef]
    }

    /// Makes an order of `lines`, unless one was already made with this reference; `isNew` tells which.
    func place(
        username: String, clientRef: String, lines: [BackendOrderLine] = [], totalCents: Int
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
        placed.append(PlacedOrder(orderNo: orderNo, username: username, clientRef: clientRef, lines: lines, totalCents: totalCents))
        moving.append((username, orderNo, now, "NEW"))
        return (confirmation, true)
    }

    /// A status an order reached, and when.
    struct Transition: Sendable, Equatable {
        let username: String
        let orderNo: String
        let status: String
        let at: Date
    }

    /// Moves on every order whose time has come at `now`: PAID when half of `shipAfter` seconds have
    /// passed since it was placed, SHIPPED when all have. `GET orders` shows the new status from then
    /// on. Answers the changes in the order they happened.
    func advance(shipAfter: TimeInterval, now: Date) -> [Transition] {
        var transitions: [Transition] = []
        for index in moving.indices {
            let order = moving[index]
            let steps: [(String, Date)] = [
                ("PAID", order.placed.addingTimeInterval(shipAfter / 2)), ("SHIPPED", order.placed.addingTimeInterval(shipAfter)),
            ]
            var status = order.status
            for (next, due) in steps where due <= now && Self.rank(next) > Self.rank(status) {
                status = next
                transitions.append(Transition(username: order.username, orderNo: order.orderNo, status: next, at: due))
            }
            guard status != order.status else { continue }
            moving[index].status = status
            if let row = historyByUsername[order.username]?.firstIndex(where: { $0.orderNo == order.orderNo }) {
                historyByUsername[order.username]?[row].status = status
            }
        }
        moving.removeAll { $0.status == "SHIPPED" }
        return transitions.sorted { $0.at < $1.at }
    }

    /// When the next order moves on, if any does.
    func nextMove(shipAfter: TimeInterval) -> Date? {
        moving.map { $0.placed.addingTimeInterval($0.status == "NEW" ? shipAfter / 2 : shipAfter) }.min()
    }

    private static func rank(_ status: String) -> Int {
        ["NEW", "PAID", "SHIPPED"].firstIndex(of: status) ?? 0
    }

    /// Every order made on this server, oldest first.
    var placedOrders: [PlacedOrder] { placed }

    /// A customer's orders, newest first.
    func history(username: String) -> [OrderSummaryRecord] {
        historyByUsername[username] ?? []
    }
}

/// An order made on a running backend, as the client sent it, for tests that check what a client
/// placed (`IvkoBackendServer.placedOrders()`).
public struct PlacedOrder: Sendable, Equatable {
    /// The order number the backend answered (`2026-000123`).
    public let orderNo: String
    /// The customer who placed it.
    public let username: String
    /// The client's reference that made it (one order per reference and customer).
    public let clientRef: String
    /// The lines, in the order the client sent them.
    public let lines: [BackendOrderLine]
    /// The total in cents at the live prices of the moment.
    public let totalCents: Int

    /// An order from its parts.
    public init(orderNo: String, username: String, clientRef: String, lines: [BackendOrderLine], totalCents: Int) {
        self.orderNo = orderNo
        self.username = username
        self.clientRef = clientRef
        self.lines = lines
        self.totalCents = totalCents
    }
}

/// One line of an order or of a server cart, as tests compare them: a variant and its pieces.
public struct BackendOrderLine: Sendable, Hashable, CustomStringConvertible {
    /// The product's style number.
    public let style: String
    /// The colour code.
    public let color: String
    /// The size (empty for one-size products).
    public let size: String
    /// Pieces.
    public let quantity: Int

    /// A line from its parts.
    public init(style: String, color: String, size: String, quantity: Int) {
        self.style = style
        self.color = color
        self.size = size
        self.quantity = quantity
    }

    /// `STYLE/COLOR/SIZE x QTY`, for failure messages.
    public var description: String { "\(style)/\(color)/\(size) x\(quantity)" }
}

/// The cart of one live session, for tests (`IvkoBackendServer.liveCarts()`).
public struct LiveCart: Sendable, Equatable {
    /// The session's customer.
    public let username: String
    /// The cart's lines, oldest first.
    public let lines: [BackendOrderLine]

    /// A cart from its parts.
    public init(username: String, lines: [BackendOrderLine]) {
        self.username = username
        self.lines = lines
    }
}
