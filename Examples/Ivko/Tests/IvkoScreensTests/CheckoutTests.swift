import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Checkout")
struct CheckoutTests {
    @Test("The address step asks for the addresses, chooses the default, and sends the user's pick")
    func address() async throws {
        let step = AddressViewController()
        let cart = standIn(showing: step)
        try await cart.waitForMessages(1)
        #expect(cart.receivedNames == ["AccountLoadAddresses"])
        #expect(!step.continueButton.isEnabled)

        step.addresses = [Sample.office, Sample.home]
        #expect(step.chosenAddress == Sample.home, "the default until the user picks")
        #expect(step.listView.indexPathForSelectedItem == IndexPath(item: 1, section: 0))
        #expect(renderedLines(of: step.view).contains("cell: Knez Mihailova 5 (11000 Beograd, RS (default))"))
        step.listView.userSelectItem(at: IndexPath(item: 0, section: 0))
        step.addresses = [Sample.office, Sample.home]
        #expect(step.chosenAddress == Sample.office, "the pick survives a reload")
        step.continueButton.tap()
        try await cart.waitForMessages(2)
        #expect(cart.messages(CartUseAddress.self) == [CartUseAddress(addressID: Sample.office.id)])
    }

    @Test("No address on file is a designed state with a retry")
    func noAddress() async throws {
        let step = AddressViewController()
        step.addresses = []
        let cart = standIn(showing: step)
        #expect(
            step.statusView.status
                == .message(
                    "You have no shipping address yet. Add one on the shop's website, then try again.", canRetry: true
                ))
        #expect(!step.continueButton.isEnabled)
        step.statusView.retryButton.tap()
        try await cart.waitForMessages(1)
        #expect(cart.receivedNames == ["AccountLoadAddresses"])
    }

    @Test("Review shows lines, address and total; Place order sends CartPlaceOrder once while it runs")
    func review() async throws {
        let review = ReviewViewController()
        review.lines = [Sample.dressLine]
        review.address = Sample.home
        let cart = standIn(showing: review)
        let lines = renderedLines(of: review.view)
        #expect(lines.contains("cell: Sequin Dress (Black · S · 2 pieces · 259,80\u{00A0}€)"))
        #expect(lines.contains("label: Ship to: Knez Mihailova 5, 11000 Beograd, RS"))
        #expect(lines.contains("label: Total: 259,80\u{00A0}€"))

        #expect(review.placeOrderButton.tap())
        #expect(review.isPlacingOrder)
        #expect(!review.placeOrderButton.isEnabled)
        #expect(review.navigationItem.hidesBackButton)
        #expect(review.statusView.status == .loading("Placing your order…"))
        #expect(!review.placeOrderButton.tap(), "a second tap while placing does nothing")
        try await cart.waitForMessages(1)
        #expect(cart.messages(CartPlaceOrder.self) == [CartPlaceOrder(addressID: Sample.home.id)])
    }

    @Test("A failed order (a 5xx) shows in place, keeps the review, and retry places the same order")
    func failedOrder() async throws {
        let review = ReviewViewController()
        review.lines = [Sample.dressLine, Sample.coatLine]
        review.address = Sample.office
        let cart = standIn(showing: review)
        review.placeOrderButton.tap()
        try await cart.waitForMessages(1)

        review.problem = .serverDown
        #expect(!review.isPlacingOrder)
        #expect(review.placeOrderButton.isEnabled)
        #expect(review.statusView.status == .message("Your order was not placed. \(ScreenProblem.serverDown.message)", canRetry: true))
        #expect(review.lines == [Sample.dressLine, Sample.coatLine])
        #expect(review.address == Sample.office)
        review.statusView.retryButton.tap()
        try await cart.waitForMessages(2)
        #expect(
            cart.messages(CartPlaceOrder.self) == [
                CartPlaceOrder(addressID: Sample.office.id), CartPlaceOrder(addressID: Sample.office.id),
            ])
        #expect(review.isPlacingOrder)
    }

    @Test("The confirmation shows the order number and total; Done ends checkout")
    func confirmation() async throws {
        let done = ConfirmationViewController()
        let cart = standIn(showing: done)
        #expect(done.navigationItem.hidesBackButton)
        done.confirmation = OrderConfirmation(number: OrderNumber("2026-000124"), total: Sample.euros(cents: 25_980))
        let texts = renderedTexts(of: done.view)
        #expect(texts.contains("Order number: 2026-000124"))
        #expect(texts.contains("Total: 259,80\u{00A0}€"))
        done.doneButton.tap()
        try await cart.waitForMessages(1)
        #expect(cart.receivedNames == ["CartFinishCheckout"])
    }
}
