// A whole flow checked without a device or a simulator: a window, the user's taps, the messages the
// taps sent (with the path each walked), and a leak check once the flow is gone.

import Coordinators
import CoordinatorsTestSupport
import Screens

private struct AddToCart: Message {
    let style: String
}

private final class ProductViewController: ViewController {
    let addButton = Button(title: "Add to cart") { button in button.sendAction(AddToCart(style: "W26KD0112")) }

    override func loadView() {
        super.loadView()
        view.addSubview(addButton)
    }
}

private final class ProductCoordinator: NavigationCoordinator {
    private(set) var cart: [String] = []

    init(navigationController: NavigationController) {
        super.init(navigationController: navigationController, identifier: "product")
        handle(AddToCart.self) { product, message in product.cart.append(message.style) }
    }

    override func start() {
        super.start()
        try? show(ProductViewController()) // a new screen: nothing can refuse it
    }
}

// snippet.hide
/// Runs the snippet's checks; `SnippetTests` calls it.
@MainActor
func testingFlowsHeadlessSnippet() async throws {
    // snippet.show
    // snippet.test
    // Arrange: a visible window, so screens get their appearance callbacks as on a device.
    let window = Window()
    let home = NavigationCoordinator(identifier: "home")
    window.rootViewController = home.navigationController
    window.makeKeyAndVisible()
    home.start()
    try home.root(ViewController())

    let leaks = LeakTracker()
    let log = MessageLog(capacity: 10)
    do {
        let product = ProductCoordinator(navigationController: home.navigationController)
        home.startChild(product)
        leaks.track(product)

        // Act: the user's tap, with every dispatch of this task recorded.
        let screen = product.viewControllers.last as? ProductViewController
        try await MessageTrace.observing(with: log) {
            screen?.addButton.tap()
            // Handled inside the tap on Linux; a main-actor turn later on macOS 15: wait, with a limit.
            try await waitUntil("the tap was handled") { product.cart.count == 1 }
        }

        // Assert (with #expect in a Swift Testing test):
        // product.cart == ["W26KD0112"]
        // log.records[0].handlers == [ResponderName(typeName: "ProductCoordinator", identifier: "product")]
        // snippet.hide
        try check(product.cart == ["W26KD0112"], "the tap added to the cart")
        try check(log.records.first?.handlers == [ResponderName(typeName: "ProductCoordinator", identifier: "product")], "the handler")
        // snippet.show
    }
    // snippet.end
    // snippet.leaks
    // The user goes back: the flow's only screen leaves, the flow finishes, and nothing survives.
    home.navigationController.userTappedBack()
    // leaks.survivors == []
    // snippet.end
    // snippet.hide
    try check(leaks.survivors == [], "nothing survives: \(leaks.survivors)")
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
