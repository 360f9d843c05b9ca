import Benchmark

/// The hand-written alternative: every level holds a weak delegate and forwards the call by hand.
@MainActor
protocol CartDelegate: AnyObject {
    func addToCart(productID: Int) -> Int
}

/// One level of the chain: a container view, the root view or the controller.
@MainActor
final class ForwardingLevel: CartDelegate {
    weak var delegate: (any CartDelegate)?

    func addToCart(productID: Int) -> Int {
        delegate?.addToCart(productID: productID) ?? 0
    }
}

/// The end of the chain: the coordinator.
@MainActor
final class CartDelegateCoordinator: CartDelegate {
    private var count = 0

    func addToCart(productID: Int) -> Int {
        count += productID
        return count
    }
}

@MainActor
enum DelegateScenario {
    /// Cell → 5 containers → root view → controller → coordinator: 8 weak hops, like the message.
    static func run(_ count: Int) async {
        let coordinator = CartDelegateCoordinator()
        var levels: [ForwardingLevel] = []
        var next: any CartDelegate = coordinator
        for _ in 0..<7 {
            let level = ForwardingLevel()
            level.delegate = next
            levels.append(level)
            next = level
        }
        let cell = ForwardingLevel()
        cell.delegate = next
        for index in 0..<count {
            blackHole(cell.addToCart(productID: index & 1))
        }
        blackHole(levels)
    }
}
