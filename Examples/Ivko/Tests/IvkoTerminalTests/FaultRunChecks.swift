import IvkoBackend

/// What the driver of a fault run saw on the screen: for each order the lines it put in the cart
/// and the order number the confirmation showed, and every frame that showed the sign-in form
/// while the user was signed in.
struct FaultRunObservation: Sendable {
    /// One order as the user placed it.
    struct Order: Sendable {
        /// The order number the confirmation screen showed.
        var number: String
        /// The lines the cart held when the order was placed, one piece per tap of Add to cart.
        var lines: [BackendOrderLine]
    }

    /// The orders placed, in turn.
    var orders: [Order] = []
    /// The numbers of the frames that showed the sign-in form after the user had signed in.
    var signInFramesWhileSignedIn: [Int] = []
}

/// The checks of a fault run: the backend holds exactly the orders the user placed, each with the
/// lines that were in the cart (none lost, none doubled), no `clientRef` made two orders, every
/// confirmation named a real order, and the sign-in form never showed while the user was signed in.
enum FaultRunChecks {
    /// Every way the run went wrong, as sentences; empty when it went right.
    static func problems(
        plan: [[BackendOrderLine]], observed: FaultRunObservation, placed: [PlacedOrder], username: String
    ) -> [String] {
        var problems: [String] = []
        let mine = placed.filter { $0.username == username }
        if mine.count != plan.count {
            problems.append("the backend holds \(mine.count) orders of \(username), not \(plan.count)")
        }
        if placed.count != mine.count {
            problems.append("the backend holds \(placed.count - mine.count) orders of other customers")
        }
        var seen = Set<String>()
        for order in mine where !seen.insert(order.clientRef).inserted {
            problems.append("clientRef \(order.clientRef) made more than one order (\(order.orderNo))")
        }
        for (index, order) in mine.enumerated() {
            guard index < plan.count else {
                problems.append("order \(order.orderNo) was never placed by the user: \(order.lines)")
                continue
            }
            problems += differences(in: "order \(index + 1) (\(order.orderNo))", expected: plan[index], actual: order.lines)
        }
        for index in mine.count..<max(mine.count, plan.count) {
            problems.append("order \(index + 1) is missing: \(plan[index])")
        }
        for (index, order) in observed.orders.enumerated() {
            if index < plan.count {
                problems += differences(in: "the cart of order \(index + 1)", expected: plan[index], actual: order.lines)
            }
            if index < mine.count, mine[index].orderNo != order.number {
                problems.append("confirmation \(index + 1) showed order \(order.number), the backend made \(mine[index].orderNo)")
            }
        }
        if observed.orders.count != plan.count {
            problems.append("the user saw \(observed.orders.count) confirmations, not \(plan.count)")
        }
        if !observed.signInFramesWhileSignedIn.isEmpty {
            problems.append(
                "the sign-in form showed while signed in, in \(observed.signInFramesWhileSignedIn.count) frames "
                    + "(first: frame \(observed.signInFramesWhileSignedIn[0]))"
            )
        }
        return problems
    }

    /// The lines lost and doubled between `expected` and `actual` (compared as pieces per variant).
    static func differences(in what: String, expected: [BackendOrderLine], actual: [BackendOrderLine]) -> [String] {
        let want = pieces(expected)
        let have = pieces(actual)
        var problems: [String] = []
        for variant in Set(want.keys).union(have.keys).sorted(by: { $0.description < $1.description }) {
            let wanted = want[variant, default: 0]
            let had = have[variant, default: 0]
            if had < wanted {
                problems.append("\(what) lost \(wanted - had) of \(variant) (wanted \(wanted), has \(had))")
            } else if had > wanted {
                problems.append("\(what) has \(had - wanted) too many of \(variant) (wanted \(wanted), has \(had))")
            }
        }
        return problems
    }

    /// Pieces per variant (the quantity set to zero stands for the variant).
    private static func pieces(_ lines: [BackendOrderLine]) -> [BackendOrderLine: Int] {
        lines.reduce(into: [:]) { pieces, line in
            pieces[BackendOrderLine(style: line.style, color: line.color, size: line.size, quantity: 0), default: 0] += line.quantity
        }
    }
}
