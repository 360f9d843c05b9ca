import Benchmark
import Coordinators
import Foundation
import Screens

/// One message through 8 responders against its two yardsticks (a strong delegate chain and a
/// NotificationCenter post) and against the weak delegate chain it resembles (Screens' links up the
/// chain are weak too), timed back to back on the main actor in one call, so the ratios are not
/// skewed by the machine being faster or slower between processes (the NotificationCenter figure
/// alone swings 2x from one run to the next).
///
/// Every chain is built before the clock starts. Each of the four loops makes `count` calls and
/// runs without leaving the main actor: the message's handler answers synchronously, so `send`
/// never suspends.
@MainActor
enum BackToBack {
    /// The time each way took for the same number of calls.
    struct Timings {
        let count: Int
        let strongChain: Duration
        let weakChain: Duration
        let message: Duration
        let notification: Duration
    }

    static func measure(_ count: Int) async -> Timings {
        let clock = ContinuousClock()

        let chain = DelegateScenario.makeStrongChain()
        let strongStarted = clock.now
        for index in 0..<count {
            blackHole(chain.addToCart(productID: index & 1))
        }
        let strongChain = clock.now - strongStarted

        let weak = DelegateScenario.makeWeakChain()
        let weakStarted = clock.now
        for index in 0..<count {
            blackHole(weak.cell.addToCart(productID: index & 1))
        }
        let weakChain = clock.now - weakStarted
        blackHole(weak.levels)

        let controller = ViewController()
        let coordinator = CartCoordinator(controller: controller, identifier: "cart")
        coordinator.start()
        let cell = DispatchScenario.makeCell(in: controller)
        let messageStarted = clock.now
        for index in 0..<count {
            blackHole(try? await cell.send(AddToCart(productID: index & 1)))
        }
        let message = clock.now - messageStarted
        coordinator.stop()

        let center = NotificationCenter()
        let counter = Counter()
        let token = center.addObserver(forName: NotificationScenario.addToCart, object: nil, queue: nil) { note in
            counter.add(note.userInfo?["productID"] as? Int ?? 0)
        }
        let notificationStarted = clock.now
        for index in 0..<count {
            center.post(name: NotificationScenario.addToCart, object: nil, userInfo: ["productID": index & 1])
        }
        let notification = clock.now - notificationStarted
        center.removeObserver(token)
        blackHole(counter.value)

        return Timings(count: count, strongChain: strongChain, weakChain: weakChain, message: message, notification: notification)
    }
}
