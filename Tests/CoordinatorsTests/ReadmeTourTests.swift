import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

// The tour of the libraries (Docs/Tour.md, linked from the README), compiled and run, so the tour stays true.

struct OpenProduct: Message {
    let style: String
}

extension Responder {
    func openProduct(_ style: String) async throws {
        try await send(OpenProduct(style: style))
    }
}

final class ProductListViewController: ViewController {}

final class SizeGuideViewController: ViewController {}

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
            try coordinator.show(ProductViewController(style: message.style))
        }
    }

    override func start() {
        super.start()
        try? root(ProductListViewController())
    }
}

@MainActor
@Suite("Tour of the libraries (Docs/Tour.md)")
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
        try await waitUntil("the product was shown") { catalog.viewControllers.count == 2 }
        let product = try #require(catalog.navigationController.topViewController as? ProductViewController)
        #expect(product.style == "W26KD0112")

        catalog.navigationController.userTappedBack()
        try await open.openProduct("W26NR0031")
        #expect((catalog.navigationController.topViewController as? ProductViewController)?.style == "W26NR0031")
    }

    @Test("Part 2: a handler that takes the sender presents from the sender's screen")
    func handlerWithSender() async throws {
        let catalog = CatalogCoordinator(identifier: "catalog")
        catalog.start()
        catalog.handle(ShowSizeGuide.self) { coordinator, message, sender in
            sender.viewController?.present(SizeGuideViewController(), animated: true)
        }
        let list = try #require(catalog.viewControllers.first)
        let sizes = Button(title: "Sizes")
        list.view.addSubview(sizes)
        try await sizes.send(ShowSizeGuide())
        #expect(list.presentedViewController is SizeGuideViewController)
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

    @Test("Part 5: the inspector's text shows a coordinator's line and the last message with its sender and path")
    func inspector() async throws {
        let catalog = CatalogCoordinator(identifier: "catalog")
        let window = Window()
        window.rootViewController = catalog.navigationController
        window.makeKeyAndVisible()
        catalog.start()
        let list = try #require(catalog.viewControllers.first)
        let cell = ListViewCell(reuseIdentifier: "product")
        let open = Button(title: "Open")
        list.view.addSubview(cell)
        cell.contentView.addSubview(open)
        let inspector = Inspector(root: catalog, keepingLast: 1)
        try await MessageTrace.observing(with: inspector.log) {
            for _ in 0..<2 {
                try await open.openProduct("W26KD0112")
                catalog.navigationController.userTappedBack()
            }
        }
        let lines = inspector.snapshot().text(showingDurations: false).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "CatalogCoordinator(catalog) started root=NavigationController screens=[ProductListViewController] visible=ProductListViewController handles=[OpenProduct]",
                "last 1 of 2 messages:",
                "  OpenProduct from Button: replied by CatalogCoordinator(catalog)",
                "    asked View → ListViewCell → View → ProductListViewController → CatalogCoordinator(catalog)",
            ])
    }
}
