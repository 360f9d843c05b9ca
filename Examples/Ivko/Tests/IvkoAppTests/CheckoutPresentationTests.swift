import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import Screens
import StatelessCoordinators
import Testing

/// The Cart tab presenting checkout: Checkout presents the vended flow once, the user may swipe it
/// away (the tab forgets it, and Checkout presents a new one), but not while the order is on its way.
@MainActor
@Suite struct CheckoutPresentationTests {
    /// Signs in with one piece in the cart, on the Cart tab; returns the tab and its screen.
    private static func cartTab(of app: LiveApp) async throws -> (CartCoordinator, CartViewController) {
        app.launch()
        let main = try await app.signInToMain()
        try await main.cartManager().add(try app.itemInStock())
        let cart = try #require(main.cart)
        #expect(main.select(cart))
        let screen = try #require(cart.viewControllers.first as? CartViewController)
        try await waitUntil("the cart can check out", timeLimit: .seconds(30)) { screen.checkoutButton.isEnabled }
        return (cart, screen)
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func checkoutSwipedAwayIsForgottenAndCheckoutPresentsANewOne() async throws {
        try await LiveApp.with { app in
            let (cart, screen) = try await Self.cartTab(of: app)
            #expect(screen.checkoutButton.tap())
            let first = try #require(cart.checkout)
            #expect(cart.presentedViewControllers.count == 1 && cart.presentedViewControllers.first === first)
            #expect(screen.checkoutButton.tap(), "a second tap (from under the sheet) presents nothing more")
            #expect(cart.checkout === first && cart.presentedViewControllers.count == 1)

            let outputs = FlowOutputs(first)
            #expect(first.presentationController?.userSwipeToDismiss() == .dismissed)
            #expect(first.presentingViewController == nil)
            #expect(cart.presentedViewControllers.isEmpty, "the tab forgets what the user swiped away")
            #expect(outputs.values.isEmpty, "a swipe is no output: there is nothing to undo")

            #expect(screen.checkoutButton.tap())
            let second = try #require(cart.checkout)
            #expect(second !== first && second.presentingViewController != nil, "Checkout presents a new one")
            let address = try #require(second.viewControllers.first as? AddressViewController)
            try await waitUntil("the addresses load", timeLimit: .seconds(30)) { address.chosenAddress != nil }
            #expect(address.cancelItem.tap())
            #expect(second.presentingViewController == nil && cart.presentedViewControllers.isEmpty, "Cancel: the tab dismissed it")
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func whileTheOrderIsOnItsWayTheSheetStays() async throws {
        try await LiveApp.with { app in
            let (cart, screen) = try await Self.cartTab(of: app)
            #expect(screen.checkoutButton.tap())
            let checkout = try #require(cart.checkout)
            let address = try #require(checkout.viewControllers.first as? AddressViewController)
            try await waitUntil("the addresses load", timeLimit: .seconds(30)) { address.chosenAddress != nil }
            #expect(address.continueButton.tap())
            try await waitUntil("the review shows", timeLimit: .seconds(30)) { checkout.topViewController is ReviewViewController }
            let review = try #require(checkout.topViewController as? ReviewViewController)

            let gate = RequestGate()
            app.server.faults.script(.hold(gate), path: "orders")
            #expect(review.placeOrderButton.tap())
            try await withTimeLimit("the order's request arrives", within: .seconds(30)) { await gate.waitForArrivals(1) }
            #expect(checkout.presentationController?.userSwipeToDismiss() != .dismissed, "no swipe while placing")
            #expect(checkout.presentingViewController != nil)
            #expect(checkout.navigationBar.tapBack() == nil, "nor back to the address")

            gate.open()
            try await waitUntil("the confirmation shows", timeLimit: .seconds(30)) {
                checkout.topViewController is ConfirmationViewController
            }
            #expect(checkout.presentationController?.userSwipeToDismiss() == .dismissed, "the confirmation may be swiped away")
            #expect(cart.presentedViewControllers.isEmpty)
            try await waitUntil("the cart shows the order's lines gone", timeLimit: .seconds(30)) { screen.lines.value == [] }
        }
    }
}
