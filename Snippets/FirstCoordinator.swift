// A navigation coordinator that shows a list, and pushes a product when a button in the list sends
// `OpenProduct`. The button does not know who answers.

import Coordinators
import Screens

// snippet.message
private struct OpenProduct: Message {
    let style: String
}
// snippet.end

// snippet.screens
private final class ProductListViewController: ViewController {
    let openButton = Button(title: "Open") { button in
        button.sendAction(OpenProduct(style: "W26KD0112"))
    }

    override func loadView() {
        super.loadView()
        view.addSubview(openButton)
    }
}

private final class ProductViewController: ViewController {
    let style: String

    init(style: String) {
        self.style = style
        super.init()
    }
}
// snippet.end

// snippet.coordinator
private final class CatalogCoordinator: NavigationCoordinator {
    init() {
        super.init(identifier: "catalog")
        handle(OpenProduct.self) { catalog, message in
            try catalog.show(ProductViewController(style: message.style)) // a refused push goes to the sender
        }
    }

    override func start() {
        super.start()
        try? root(ProductListViewController()) // a new screen on its own stack: nothing can refuse it
    }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks what it shows; `SnippetTests` calls it.
@MainActor
func firstCoordinatorSnippet() async throws {
    // snippet.show
    // snippet.run
    let catalog = CatalogCoordinator()
    let window = Window()
    window.rootViewController = catalog.navigationController
    window.makeKeyAndVisible()
    catalog.start() // the list is on screen when start() returns

    let list = catalog.navigationController.topViewController as? ProductListViewController
    list?.openButton.tap() // the user's tap: pushed now on Linux, a turn later on macOS 15
    try await waitUntil("the product is pushed") { catalog.viewControllers.count == 2 }
    // snippet.end
    // snippet.hide
    let product = catalog.navigationController.topViewController as? ProductViewController
    try check(product?.style == "W26KD0112", "the product was pushed")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}

@MainActor
private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while !condition() {
        guard ContinuousClock.now < deadline else { throw SnippetFailure(description: "timed out: \(what)") }
        await Task.yield()
    }
}
