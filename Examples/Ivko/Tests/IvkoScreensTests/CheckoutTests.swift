import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// Checkout's screens in the stateless style: data in through `send`, the user's actions out
/// through `outputs`, and no message up the chain.
@MainActor
@Suite("Checkout")
struct CheckoutTests {
    @Test("The address step loads until its addresses arrive, chooses the default, and reports the user's pick")
    func address() throws {
        let step = AddressViewController()
        let outputs = OutputRecorder(step.outputs)
        let coordinator = standIn(showing: step)
        #expect(step.addresses.statusView.status == .loading("Loading your addresses…"))
        #expect(!step.continueButton.isEnabled)

        step.send(.show([Sample.office, Sample.home]))
        #expect(step.chosenAddress == Sample.home, "the default until the user picks")
        #expect(step.listView.indexPathForSelectedItem == IndexPath(item: 1, section: 0))
        #expect(renderedLines(of: step.view).contains("cell: Knez Mihailova 5 (11000 Beograd, RS (default))"))
        try step.listView.userSelectItem(at: IndexPath(item: 0, section: 0))
        step.send(.show([Sample.office, Sample.home]))
        #expect(step.chosenAddress == Sample.office, "the pick survives a reload")
        #expect(step.continueButton.tap())
        #expect(outputs.values == [.chose(Sample.office)])
        #expect(coordinator.received.isEmpty, "no message goes up the chain")
    }

    @Test("No address on file, or a failed load, is a designed state whose retry is an output; Cancel is one too")
    func noAddressAndFailure() throws {
        let step = AddressViewController()
        let outputs = OutputRecorder(step.outputs)
        let coordinator = standIn(showing: step)
        step.send(.show([]))
        #expect(
            step.addresses.statusView.status
                == .message("You have no shipping address yet. Add one on the shop's website, then try again.", canRetry: true))
        #expect(!step.continueButton.isEnabled)
        #expect(step.addresses.statusView.retryButton.tap())
        step.send(.fail(.offline))
        #expect(step.addresses.statusView.status == .message(ScreenProblem.offline.message, canRetry: true))
        #expect(step.addresses.statusView.retryButton.tap())
        #expect(
            step.addresses.statusView.status
                == .message("You have no shipping address yet. Add one on the shop's website, then try again.", canRetry: true))
        #expect(try #require(step.navigationItem.leftBarButtonItem).tap())
        #expect(outputs.values == [.retry, .retry, .cancel])
        #expect(coordinator.received.isEmpty)
    }

    @Test("Review shows lines, address and total; Place order reports once while it runs and holds the sheet")
    func review() {
        let review = ReviewViewController()
        let outputs = OutputRecorder(review.outputs)
        review.send(.show(address: Sample.home, lines: [Sample.dressLine]))
        let coordinator = standIn(showing: review)
        let lines = renderedLines(of: review.view)
        #expect(lines.contains("cell: Sequin Dress (Black · S · 2 pieces · 259,80\u{00A0}€)"))
        #expect(lines.contains("label: Ship to: Knez Mihailova 5, 11000 Beograd, RS"))
        #expect(lines.contains("label: Total: 259,80\u{00A0}€"))

        #expect(review.placeOrderButton.tap())
        #expect(review.isPlacingOrder)
        #expect(!review.placeOrderButton.isEnabled)
        #expect(review.navigationItem.hidesBackButton)
        #expect(review.isModalInPresentation, "a sheet showing it cannot be swiped away while the order is on its way")
        #expect(review.statusView.status == .loading("Placing your order…"))
        #expect(!review.placeOrderButton.tap(), "a second tap while placing does nothing")
        #expect(outputs.values == [.placeOrder(addressID: Sample.home.id)])
        #expect(coordinator.received.isEmpty)
    }

    @Test("A failed order (a 5xx) shows in place, keeps the review, and its retry places the order again")
    func failedOrder() {
        let review = ReviewViewController()
        let outputs = OutputRecorder(review.outputs)
        review.send(.show(address: Sample.office, lines: [Sample.dressLine, Sample.coatLine]))
        _ = standIn(showing: review)
        #expect(review.placeOrderButton.tap())

        review.send(.fail(.serverDown))
        #expect(!review.isPlacingOrder)
        #expect(!review.isModalInPresentation)
        #expect(review.placeOrderButton.isEnabled)
        #expect(review.statusView.status == .message("Your order was not placed. \(ScreenProblem.serverDown.message)", canRetry: true))
        #expect(review.lines == [Sample.dressLine, Sample.coatLine])
        #expect(review.address == Sample.office)
        #expect(review.statusView.retryButton.tap())
        #expect(outputs.values == [.placeOrder(addressID: Sample.office.id), .placeOrder(addressID: Sample.office.id)])
        #expect(review.isPlacingOrder)

        review.send(.fail(.serverDown))
        review.send(.placing)
        #expect(review.isPlacingOrder && review.problem == nil, "the flow's own retry (the alert's) shows as placing")
        #expect(outputs.values.count == 2, "and reports nothing: the flow sends the order itself")
    }

    @Test("The confirmation shows the order number and total; Done reports the order")
    func confirmation() {
        let done = ConfirmationViewController()
        let outputs = OutputRecorder(done.outputs)
        let coordinator = standIn(showing: done)
        #expect(done.navigationItem.hidesBackButton)
        #expect(!done.doneButton.isEnabled, "nothing to be done with before the confirmation arrives")
        let placed = OrderConfirmation(number: OrderNumber("2026-000124"), total: Sample.euros(cents: 25_980))
        done.send(.show(placed))
        let texts = renderedTexts(of: done.view)
        #expect(texts.contains("Order number: 2026-000124"))
        #expect(texts.contains("Total: 259,80\u{00A0}€"))
        #expect(done.doneButton.tap())
        #expect(outputs.values == [.done(placed)])
        #expect(coordinator.received.isEmpty)
    }
}
