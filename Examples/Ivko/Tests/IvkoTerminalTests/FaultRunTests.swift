import AsyncTestSupport
import Foundation
import IvkoBackend
import Testing

/// Faults end to end, through the UI: `ivko --headless` driven with keys against the backend fixture
/// with 10 % HTTP 500, 5 % cut-off answers, 5 % 503, 2 % dropped connections and sessions that
/// expire every 5 s. The short run places 5 orders; `Scripts/fault-run` runs the full one (200)
/// through the same test with `IVKO_FAULT_RUN_ORDERS` and `IVKO_FAULT_RUN_SEED`.
@Suite(.serialized) struct FaultRunTests {
    @Test(.stretchedTimeLimit(minutes: 120))
    func ordersPlacedThroughTheScreensUnderFaultsAreEachMadeOnceWithTheirCartLines() async throws {
        let settings = FaultRunSettings.fromEnvironment(orders: 5, seed: 16)
        let report: FaultRunReport
        do {
            report = try await FaultRun.run(settings)
        } catch {
            print("fault run stopped: \(error)")
            throw error
        }
        print(report.summary)
        #expect(report.problems.isEmpty, "\(report.summary)")
        #expect(report.placed.count == settings.orders)
        #expect(report.counters.totalRequests > 0)
    }

    /// The checks catch every kind of wrong result: a lost order, a lost and a doubled line, a
    /// repeated clientRef, a confirmation naming another order, the sign-in form while signed in.
    @Test func theChecksCatchADeliberatelyWrongResult() {
        let a = BackendOrderLine(style: "W26KD0112", color: "01", size: "M", quantity: 1)
        let b = BackendOrderLine(style: "W26KD0113", color: "02", size: "L", quantity: 1)
        let plan = [[a], [a, b], [b]]
        func order(_ number: String, _ reference: String, _ lines: [BackendOrderLine]) -> PlacedOrder {
            PlacedOrder(orderNo: number, username: "demo", clientRef: reference, lines: lines, totalCents: 100)
        }
        var observed = FaultRunObservation()
        observed.orders = [
            .init(number: "2026-000123", lines: [a]), .init(number: "2026-000124", lines: [a, b]),
            .init(number: "2026-000125", lines: [b]),
        ]
        let right = [order("2026-000123", "r1", [a]), order("2026-000124", "r2", [a, b]), order("2026-000125", "r3", [b])]
        #expect(FaultRunChecks.problems(plan: plan, observed: observed, placed: right, username: "demo").isEmpty)

        let doubled = BackendOrderLine(style: "W26KD0113", color: "02", size: "L", quantity: 2)
        let wrong = [order("2026-000123", "r1", [a]), order("2026-000124", "r1", [doubled])]
        observed.orders[1].number = "2026-000999"
        observed.signInFramesWhileSignedIn = [42]
        let problems = FaultRunChecks.problems(plan: plan, observed: observed, placed: wrong, username: "demo")
        #expect(problems.contains("the backend holds 2 orders of demo, not 3"))
        #expect(problems.contains { $0.contains("clientRef r1 made more than one order") })
        #expect(problems.contains { $0.contains("order 2 (2026-000124) lost 1 of W26KD0112/01/M") })
        #expect(problems.contains { $0.contains("order 2 (2026-000124) has 1 too many of W26KD0113/02/L") })
        #expect(problems.contains { $0.contains("order 3 is missing") })
        #expect(problems.contains { $0.contains("the sign-in form showed while signed in") })
        #expect(problems.contains("confirmation 2 showed order 2026-000999, the backend made 2026-000124"))
        #expect(problems.count == 7, "\(problems)")
    }

    /// The plan is the same for the same seed, and each order has 1 to 3 lines of different products.
    @Test func thePlanIsSeededAndEachOrderHasOneToThreeLinesOfDifferentProducts() throws {
        let catalog = IvkoCatalog(productCount: 40)
        let plan = try FaultRunPlan(orders: 50, seed: 7, catalog: catalog)
        let again = try FaultRunPlan(orders: 50, seed: 7, catalog: catalog)
        #expect(plan.orders.map { $0.map(\.description) } == again.orders.map { $0.map(\.description) })
        #expect(plan.orders.allSatisfy { (1...3).contains($0.count) && Set($0.map(\.style)).count == $0.count })
        #expect(Set(plan.orders.map(\.count)) == [1, 2, 3])
    }
}
