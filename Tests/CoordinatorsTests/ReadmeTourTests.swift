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
    @Test("Part 2: a button in a cell sends OpenProduct from its action; async code sends it with await")
    func messageFromButton() async throws {
        let catalog = CatalogCoordinator(identifier: "catalog")
        catalog.start()
        let list = try #require(catalog.viewControllers.first)
        let cell = ListViewCell(reuseIdentifier: "product")
        // in a cell's button action, which is synchronous:
        let open = Button(title: "Open") { button in button.sendAction(OpenProduct(style: "W26KD0112")) }
        list.view.addSubview(cell)
        cell.contentView.addSubview(open)

        #expect(open.tap())
        await waitUntil("the product was shown") { catalog.viewControllers.count == 2 }
        let product = try #require(catalog.navigationController.topViewController as? ProductViewController)
        #expect(product.style == "W26KD0112")

        catalog.navigationController.userTappedBack()
        try await open.openProduct("W26NR0031")
        #expect((catalog.navigationController.topViewController as? ProductViewController)?.style == "W26NR0031")
    }

    @Test("Part 3: the back button pops a flow's last screen; the flow finishes and is released")
    func backReleasesFlow() {
        let navigation = NavigationController()
        let shop = CatalogCoordinator(navigationController: navigation, identifier: "shop")
        shop.start()
        let leaks = LeakTracker()
        do {
            let catalog = CatalogCoordinator(navigationController: navigation, identifier: "catalog")
            shop.startChild(catalog)
            leaks.track(catalog)
            #expect(navigation.viewControllers.count == 2)
        }
        navigation.userTappedBack()
        #expect(leaks.survivors == [])
        #expect(shop.children.isEmpty)
    }
}
