import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoTestSupport
import Testing

/// Crash safety of checkout (Docs/CrashSafety.md): the real `ivko` is killed with SIGKILL at a
/// seeded point of its checkout (`CrashPoint`: reached from outside, the shipped program has no
/// crash switch), started again, and the contract is held against the databases and the server:
/// the order is made exactly once (none when the kill came before the order was stored), its lines
/// are the cart's, the cart is whole until the order completes and empty after, and the databases
/// are sound, the same files, and opened without a reset.
///
/// `IVKO_CRASH_SEED` (default 20261126) and `IVKO_CRASH_TRIALS` (default 21) choose the trials;
/// `IVKO_CRASH_PARALLEL` (default 3) how many run at once (each has its own backend and folder).
@Suite(.serialized) struct CrashSafetyTests {
    /// What must hold after a kill at `point`, at the crash and after the restart.
    struct Contract {
        /// The kill came after the pending order was stored: the order must be made, once.
        let orderIsStored: Bool
        /// Pending orders left by the kill (0 or 1).
        let pendingAtCrash: Int
        /// The server had made the order when the program died.
        let placedAtCrash: Bool
        /// The cart was already emptied of the order's lines when the program died.
        let completedAtCrash: Bool

        init(_ point: CrashPoint) {
            switch point {
            case .beforeSavingPending:
                (orderIsStored, pendingAtCrash, placedAtCrash, completedAtCrash) = (false, 0, false, false)
            case .beforeSending:
                (orderIsStored, pendingAtCrash, placedAtCrash, completedAtCrash) = (true, 1, false, false)
            case .afterServerAnswered:
                (orderIsStored, pendingAtCrash, placedAtCrash, completedAtCrash) = (true, 1, true, false)
            case .afterCompletion, .afterCheckout:
                (orderIsStored, pendingAtCrash, placedAtCrash, completedAtCrash) = (true, 0, true, true)
            }
        }
    }

    @Test(.stretchedTimeLimit(minutes: 10))
    func killedAtASeededPointTheRestartMakesTheOrderExactlyOnce() async throws {
        let environment = ProcessInfo.processInfo.environment
        let plan = CrashTrialPlan.trials(environment: environment)
        let width = environment["IVKO_CRASH_PARALLEL"].flatMap(Int.init).map { max(1, $0) } ?? 3
        let started = ContinuousClock.now
        let results = await Self.run(plan.trials, width: width)
        for (trial, result) in zip(plan.trials, results) {
            let context = "seed \(plan.seed), \(trial)"
            switch result {
            case .success(let outcome):
                Self.check(outcome, of: trial, context)
            case .failure(let error):
                Issue.record(error, Comment(rawValue: context))
            }
        }
        print("CrashSafety: \(plan.trials.count) trials, seed \(plan.seed), \(width) at once, \(ContinuousClock.now - started)")
    }

    /// Runs `trials`, `width` at a time; the results in the trials' order.
    private static func run(_ trials: [CrashTrial], width: Int) async -> [Result<CrashTrial.Outcome, any Error>] {
        await withTaskGroup(of: (Int, Result<CrashTrial.Outcome, any Error>).self) { group in
            var results = [Result<CrashTrial.Outcome, any Error>?](repeating: nil, count: trials.count)
            var next = 0
            while next < trials.count || !group.isEmpty {
                while next < trials.count, next - results.compactMap(\.self).count < width {
                    let trial = trials[next]
                    let index = next
                    next += 1
                    group.addTask {
                        do { return (index, .success(try await trial.run())) } catch { return (index, .failure(error)) }
                    }
                }
                guard let (index, result) = await group.next() else { break }
                results[index] = result
            }
            return results.map { $0 ?? .failure(IvkoProcess.Failure(description: "the trial did not run")) }
        }
    }

    private static func check(_ outcome: CrashTrial.Outcome, of trial: CrashTrial, _ context: String) {
        guard let atCrash = outcome.atCrash, let after = outcome.afterRestart else {
            Issue.record("\(context): the trial has no databases to check")
            return
        }
        let contract = Contract(trial.point)
        let cart = outcome.cartBefore.sorted()
        #expect(cart.reduce(0) { $0 + $1.quantity } == trial.pieces, "\(context): the cart held the pieces put in")
        #expect(outcome.wasKilled, "\(context): ivko died of SIGKILL at the point")

        // At the crash.
        #expect(atCrash.integrity == ["ok"], "\(context): integrity at the crash: \(atCrash.integrity)")
        #expect(atCrash.pending.count == contract.pendingAtCrash, "\(context): pending orders at the crash")
        for pending in atCrash.pending {
            #expect(pending.lines.sorted() == cart, "\(context): the pending order holds the cart's lines")
        }
        #expect(atCrash.cart.sorted() == (contract.completedAtCrash ? [] : cart), "\(context): the cart at the crash")
        #expect(outcome.ordersAtCrash.count == (contract.placedAtCrash ? 1 : 0), "\(context): orders on the server at the crash")

        // After the restart.
        #expect(outcome.restartStatus == 0, "\(context): the restart ended normally")
        #expect(after.pending.isEmpty, "\(context): nothing is left pending")
        #expect(after.cart.sorted() == (contract.orderIsStored ? [] : cart), "\(context): the cart after the restart")
        let orders = outcome.ordersAfterRestart
        #expect(orders.count == (contract.orderIsStored ? 1 : 0), "\(context): exactly one order (none if never stored): \(orders)")
        for order in orders {
            let lines = order.lines.map { CrashDatabase.Line(style: $0.style, color: $0.color, size: $0.size, quantity: $0.quantity) }
            #expect(lines.sorted() == cart, "\(context): the order's lines are the cart's")
            if let pending = atCrash.pending.first {
                #expect(order.clientRef.lowercased() == pending.clientRef.lowercased(), "\(context): the order is the pending one")
            }
        }

        // The files.
        #expect(after.integrity == ["ok"] && outcome.catalogIntegrity == ["ok"], "\(context): integrity after the restart")
        #expect(outcome.identitiesAfter == outcome.identitiesBefore, "\(context): the same database files (no reset)")
        #expect(
            outcome.filesAfter.isSuperset(of: outcome.filesBefore),
            "\(context): nothing deleted: \(outcome.filesBefore.subtracting(outcome.filesAfter))")
        #expect(outcome.resetLogLines.isEmpty, "\(context): no database was reset or found damaged: \(outcome.resetLogLines)")
    }
}
