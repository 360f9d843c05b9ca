import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

// The README's tour, compiled and run, so the README stays true.

struct OpenProduct: Message {
    let style: String
}

extension Responder {
    func openProduct(_ style: String) async throws {
        try await send(OpenProduct(style: style))
    }
}

final class ProductListViewController: ViewController {}

final class ProductViewController: ViewController {
    let style: String

    init(style: String) {
        self.style = style
        super.init()
    }
}

final class CatalogCoordinator: NavigationCoordinator {
    override init(navigationController: NavigationController = NavigationController(), identifier: String? = nil) {
        super.init(navigationController: navigationController, identifier: identifier)
        handle(OpenProduct.self) { coordinator, message in
            coordinator.show(ProductViewController(style: message.style))
        }
    }

    override func start() {
        super.start()
        root(ProductListViewController())
    }
}

@MainActor
@Suite("README tour")
struct ReadmeTourTests {
    @Test("A button deep in the list opens the product through the coordinator, and back releases it")
    func tour() async throws {
        let catalog = CatalogCoordinator(identifier: "catalog")
        catalog.start()
        let list = try #require(catalog.viewControllers.first)
        let cell = View()
        let button = Button()
        list.view.addSubview(cell)
        cell.addSubview(button)

        let leaks = LeakTracker()
        try await button.openProduct("W26KD0112")
        do {
            let product = try #require(catalog.navigationController.topViewController as? ProductViewController)
            #expect(product.style == "W26KD0112")
            #expect(catalog.viewControllers.count == 2)
            leaks.track(product)
        }

        catalog.navigationController.userTappedBack()
        #expect(catalog.viewControllers.count == 1)
        #expect(leaks.survivors == [])
    }
}
