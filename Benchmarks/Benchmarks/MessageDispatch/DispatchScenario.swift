import Benchmark
import Coordinators
import Screens

/// The message the cell sends; the coordinator answers with the quantity now in the cart.
struct AddToCart: Message {
    typealias Reply = Int
    let productID: Int
}

/// A coordinator that owns the cell's view controller and answers `AddToCart`.
final class CartCoordinator: Coordinator<ViewController> {
    private(set) var count = 0

    init(controller: ViewController, identifier: String) {
        super.init(rootViewController: controller, identifier: identifier)
        handle(AddToCart.self) { coordinator, message in
            coordinator.count += message.productID
            return coordinator.count
        }
    }
}

/// A coordinator that looks at `AddToCart` and passes it on.
final class PassingCoordinator: Coordinator<ViewController> {
    init(controller: ViewController, identifier: String) {
        super.init(rootViewController: controller, identifier: identifier)
        handleAndPassOn(AddToCart.self) { _, message, passOn in try await passOn(message) }
    }
}

@MainActor
enum DispatchScenario {
    /// A view controller whose root view holds five nested containers and a cell: the cell is six
    /// views below the root view, so its message asks 8 responders (5 containers, root view,
    /// controller, coordinator).
    static func makeCell(in controller: ViewController) -> View {
        var parent = controller.view
        for _ in 0..<5 {
            let container = View()
            parent.addSubview(container)
            parent = container
        }
        let cell = View()
        parent.addSubview(cell)
        return cell
    }

    static func runMessages(_ count: Int) async {
        let controller = ViewController()
        let coordinator = CartCoordinator(controller: controller, identifier: "cart")
        coordinator.start()
        let cell = makeCell(in: controller)
        for index in 0..<count {
            blackHole(try? await cell.send(AddToCart(productID: index & 1)))
        }
        coordinator.stop()
    }

    static func runTracedMessages(_ count: Int) async {
        let recorder = CountingObserver()
        await MessageTrace.observing(with: recorder) {
            await runMessages(count)
        }
        blackHole(recorder.count)
    }

    static func runPassedOnMessages(_ count: Int) async {
        let controller = ViewController()
        let top = CartCoordinator(controller: ViewController(), identifier: "top")
        let middle = PassingCoordinator(controller: ViewController(), identifier: "middle")
        let bottom = PassingCoordinator(controller: controller, identifier: "bottom")
        top.start()
        top.startChild(middle)
        middle.startChild(bottom)
        let cell = makeCell(in: controller)
        for index in 0..<count {
            blackHole(try? await cell.send(AddToCart(productID: index & 1)))
        }
        top.stop()
    }

    static func hopOnly() async {
        blackHole(0)
    }
}

/// Counts dispatches, to show the cost of tracing with an observer attached.
@MainActor
final class CountingObserver: DispatchObserver {
    private(set) var count = 0

    func didDispatch(_ record: DispatchRecord) {
        count += 1
    }
}
