import Benchmark

/// The hand-written alternative: every level holds a delegate and forwards the call by hand.
@MainActor
protocol CartDelegate: AnyObject {
    func addToCart(productID: Int) -> Int
}

/// One level of a weak chain (a container view, the root view or the controller): the usual
/// delegate pattern, which pays a weak load per hop.
@MainActor
final class ForwardingLevel: CartDelegate {
    weak var delegate: (any CartDelegate)?

    func addToCart(productID: Int) -> Int {
        delegate?.addToCart(productID: productID) ?? 0
    }
}

/// One level of a strong chain: the fastest hand-written forwarding there is (no weak load), the
/// goal's yardstick.
@MainActor
final class StrongForwardingLevel: CartDelegate {
    var delegate: (any CartDelegate)?

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
        let chain = makeWeakChain()
        for index in 0..<count {
            blackHole(chain.cell.addToCart(productID: index & 1))
        }
        blackHole(chain.levels)
    }

    /// A weak chain of 8 hops: the cell and the levels that keep it alive (each is held only weakly
    /// by the one below it).
    static func makeWeakChain() -> (cell: ForwardingLevel, levels: [AnyObject]) {
        let coordinator = CartDelegateCoordinator()
        var levels: [AnyObject] = [coordinator]
        var next: any CartDelegate = coordinator
        for _ in 0..<7 {
            let level = ForwardingLevel()
            level.delegate = next
            levels.append(level)
            next = level
        }
        let cell = ForwardingLevel()
        cell.delegate = next
        return (cell, levels)
    }

    /// The same 8 hops held strongly.
    static func runStrong(_ count: Int) async {
        let cell = makeStrongChain()
        for index in 0..<count {
            blackHole(cell.addToCart(productID: index & 1))
        }
    }

    /// Cell → 7 forwarding levels → coordinator, each level holding the next strongly.
    static func makeStrongChain() -> any CartDelegate {
        var next: any CartDelegate = CartDelegateCoordinator()
        for _ in 0..<8 {
            let level = StrongForwardingLevel()
            level.delegate = next
            next = level
        }
        return next
    }
}
