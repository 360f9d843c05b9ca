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

/// Checkout as a vended flow, on its own: vended with the signed-in customer's real managers
/// (against the backend fixture), driven through its screens' outputs (the user's taps), its
/// outputs recorded. Its `mapIO` functions are pure, and tested as such.
@MainActor
@Suite struct CheckoutFlowTests {
    /// The signed-in shop's managers, with one piece in the cart.
    private static func managers(of app: LiveApp) async throws -> AppDependency {
        app.launch()
        let main = try await app.signInToMain()
        try await main.cartManager().add(try app.itemInStock())
        return try main.managers()
    }

    /// `shop`'s checkout, vended, in a window of its own.
    private static func vend(with shop: AppDependency, app: LiveApp) throws -> (IONavigationController<CheckoutFlow>, Window) {
        let checkout = CheckoutFlow.vend(
            cart: try #require(shop.cart), orders: try #require(shop.orders), account: shop.account
        )
        let window = Window()
        window.rootViewController = checkout
        window.makeKeyAndVisible()
        return (checkout, window)
    }

    /// The address step's Continue once the addresses are in, then the review.
    private static func review(in checkout: IONavigationController<CheckoutFlow>) async throws -> ReviewViewController {
        let address = try #require(checkout.viewControllers.first as? AddressViewController)
        try await waitUntil("the addresses load", timeLimit: .seconds(30)) { address.chosenAddress != nil }
        #expect(address.continueButton.tap())
        try await waitUntil("the review shows", timeLimit: .seconds(30)) { checkout.topViewController is ReviewViewController }
        return try #require(checkout.topViewController as? ReviewViewController)
    }

    @Test("mapIO turns every screen's, the alert's and the effects' outputs into the flow's inputs")
    func mapIOIsPure() {
        let home = Address(id: AddressID("1"), line1: "Knez Mihailova 5", city: "Beograd", isDefault: true)
        let placed = OrderConfirmation(number: OrderNumber("2026-000124"), total: Money(10, .euro))
        #expect(CheckoutFlow.mapIO(AddressViewController.Outputs.chose(home)) == .useAddress(home))
        #expect(CheckoutFlow.mapIO(AddressViewController.Outputs.retry) == .loadAddresses)
        #expect(CheckoutFlow.mapIO(AddressViewController.Outputs.cancel) == .cancel)
        #expect(CheckoutFlow.mapIO(ReviewViewController.Outputs.placeOrder(addressID: home.id)) == .placeOrder(addressID: home.id))
        #expect(CheckoutFlow.mapIO(ConfirmationViewController.Outputs.done(placed)) == .done(placed))
        #expect(CheckoutFlow.mapIO(CheckoutProblemAlert.Outputs.tryAgain) == .retryOrder)
        #expect(CheckoutFlow.mapIO(CheckoutProblemAlert.Outputs.ok) == nil)
        #expect(CheckoutFlow.mapIO(CheckoutEffects.Outcome.addresses([home])) == .addressesLoaded([home]))
        #expect(CheckoutFlow.mapIO(CheckoutEffects.Outcome.addressesFailed(.offline)) == .addressesFailed(.offline))
        #expect(CheckoutFlow.mapIO(CheckoutEffects.Outcome.review(address: home, lines: [])) == .reviewReady(address: home, lines: []))
        #expect(CheckoutFlow.mapIO(CheckoutEffects.Outcome.placed(placed)) == .orderPlaced(placed))
        #expect(CheckoutFlow.mapIO(CheckoutEffects.Outcome.orderFailed(.serverDown)) == .orderFailed(.serverDown))
    }

    @Test(
        "Vended, it loads the addresses, reviews the cart, places exactly one order and reports it once the user is done",
        .stretchedTimeLimit(minutes: 5))
    func placesOneOrder() async throws {
        try await LiveApp.with { app in
            let shop = try await Self.managers(of: app)
            let ordersBefore = await app.server.placedOrders(of: "demo").count
            let (checkout, window) = try Self.vend(with: shop, app: app)
            let outputs = FlowOutputs(checkout)
            #expect(checkout.title == "Checkout")
            #expect(checkout.inspectionName == "IONavigationController<CheckoutFlow>(Checkout)")

            let review = try await Self.review(in: checkout)
            #expect(review.lines.count == 1)
            #expect(review.address?.isDefault == true, "the default address, which the user did not change")
            #expect(review.placeOrderButton.tap())
            try await waitUntil("the confirmation shows", timeLimit: .seconds(30)) {
                checkout.topViewController is ConfirmationViewController
            }
            let confirmation = try #require(checkout.topViewController as? ConfirmationViewController)
            let placed = try #require(confirmation.confirmation)
            #expect(checkout.viewControllers.count == 1, "no way back to the review")
            #expect(await app.server.placedOrders(of: "demo").count == ordersBefore + 1, "exactly one order")
            #expect(outputs.values.isEmpty, "nothing is over until the user says so")

            #expect(confirmation.doneButton.tap())
            #expect(outputs.values == [.finished(placed)])
            #expect(await shop.cart?.snapshot.entries.isEmpty == true, "the ordered lines left the cart")
            _ = window
        }
    }

    @Test(
        "A 5xx on placing the order vends an alert; Try again sends the same order and makes exactly one",
        .stretchedTimeLimit(minutes: 5))
    func failedOrderRetriesTheSameOrder() async throws {
        try await LiveApp.with { app in
            let shop = try await Self.managers(of: app)
            let orders = try #require(shop.orders)
            let ordersBefore = await app.server.placedOrders(of: "demo").count
            let (checkout, window) = try Self.vend(with: shop, app: app)
            let review = try await Self.review(in: checkout)
            let lines = review.lines
            let address = review.address

            app.server.faults.script(.serverError, path: "orders", count: 50)
            #expect(review.placeOrderButton.tap())
            try await waitUntil("the alert shows", timeLimit: .seconds(30)) { checkout.presentedViewController is AlertController }
            let alert = try #require(checkout.presentedViewController as? AlertController)
            #expect(alert.message == ScreenProblem.serverDown.message)
            #expect(review.problem == .serverDown && !review.isPlacingOrder)
            #expect(review.lines == lines && review.address == address, "the review keeps the lines and the address")
            let attempted = try await orders.pendingOrders()
            #expect(attempted.count == 1)

            app.server.faults.clearScript()
            #expect(alert.userSelect(actionAt: 0), "Try again")
            #expect(review.isPlacingOrder, "the review shows the order on its way again")
            try await waitUntil("the confirmation shows", timeLimit: .seconds(30)) {
                checkout.topViewController is ConfirmationViewController
            }
            let made = await app.server.placedOrders(of: "demo")
            #expect(made.count == ordersBefore + 1, "exactly one order")
            #expect(made.last?.clientRef.lowercased() == attempted.first?.clientReference.uuidString.lowercased(), "the same order")
            #expect(try await orders.pendingOrders() == [])
            _ = window
        }
    }

    @Test(
        "Addresses that cannot be fetched show in place with a retry that fetches them; Cancel reports the flow cancelled",
        .stretchedTimeLimit(minutes: 5))
    func addressFailureAndCancel() async throws {
        try await LiveApp.with { app in
            let shop = try await Self.managers(of: app)
            app.server.faults.script(.serverError, path: "customer", count: 1_000)
            let (checkout, window) = try Self.vend(with: shop, app: app)
            let outputs = FlowOutputs(checkout)
            let address = try #require(checkout.viewControllers.first as? AddressViewController)
            try await waitUntil("the failure shows", timeLimit: .seconds(30)) { address.addresses.problem != nil }
            #expect(address.addresses.problem == .serverDown)
            #expect(!address.continueButton.isEnabled)

            app.server.faults.clearScript()
            #expect(address.addresses.statusView.retryButton.tap())
            try await waitUntil("the retry loads the addresses", timeLimit: .seconds(30)) { address.chosenAddress != nil }
            #expect(address.addresses.problem == nil)

            #expect(address.cancelItem.tap())
            #expect(outputs.values == [.cancelled])
            #expect(await app.server.placedOrders(of: "demo").isEmpty, "no order")
            _ = window
        }
    }
}
