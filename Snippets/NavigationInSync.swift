// A checkout flow pushed onto the shop's navigation controller. However its screens leave the stack
// (a pop from code, the back button, a finished swipe), the coordinators' lists follow the stack,
// and a flow whose last screen left finishes and is released.

import Coordinators
import Screens

private final class Screen: ViewController {
    init(_ name: String) {
        super.init()
        title = name
    }
}

// snippet.flows
private final class ShopCoordinator: NavigationCoordinator {
    override func start() {
        super.start()
        try? root(Screen("Cart")) // new screens on a stack nobody holds: nothing can refuse them
    }
}

private final class CheckoutCoordinator: NavigationCoordinator {
    override func start() {
        super.start()
        try? show(Screen("Address"))
        try? show(Screen("Payment"))
    }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks the coordinators against the stack; `SnippetTests` calls it.
@MainActor
func navigationInSyncSnippet() async throws {
    // snippet.show
    // snippet.share
    let navigation = NavigationController()
    let shop = ShopCoordinator(navigationController: navigation, identifier: "shop")
    shop.start()
    weak var released: CheckoutCoordinator?
    do {
        let checkout = CheckoutCoordinator(navigationController: navigation, identifier: "checkout")
        shop.startChild(checkout) // Cart, Address, Payment: the checkout lists the last two
        released = checkout
    }
    // snippet.end
    // snippet.hide
    try check(navigation.viewControllers.count == 3, "three screens")
    try check(shop.children.first?.identifier == "checkout", "the checkout started")
    // snippet.show
    // snippet.swipe
    // The user starts a swipe back, then changes their mind: nothing changes.
    navigation.beginInteractivePop()?.cancel()
    // snippet.end
    // snippet.hide
    try check(navigation.viewControllers.count == 3, "a cancelled swipe pops nothing")
    try check((shop.children.first as? NavigationCoordinator)?.viewControllers.count == 2, "the checkout keeps both")
    // snippet.show
    // snippet.back
    // A finished swipe pops Payment; the back button pops Address, the checkout's last screen.
    navigation.beginInteractivePop()?.finish()
    navigation.userTappedBack()
    // The checkout finished: it left the shop's children and, with nobody holding it, is gone.
    // snippet.end
    // snippet.hide
    try check(navigation.viewControllers.count == 1, "only the cart is left")
    try check(shop.children.isEmpty, "the checkout finished")
    try check(released == nil, "the checkout was released")
    try check(shop.viewControllers.count == 1, "the shop still lists its cart")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
