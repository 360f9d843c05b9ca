import Foundation
import IvkoMiddleware
import IvkoModel
import Testing

/// What a checkout sends, first and after a failure: the order manager's decision.
@Suite struct OrderToSendTests {
    static let item = ModelValues.item("W26KD0112")
    static let other = ModelValues.item("W26KD0113")

    @Test func aFirstAttemptOrdersTheCartWithAFreshReference() {
        let order = OrderManager.orderToSend(to: AddressID("home"), items: [Self.item], after: nil)
        #expect(order.addressID == AddressID("home"))
        #expect(order.items == [Self.item])
    }

    @Test func aRetryToTheSameAddressSendsTheFailedOrderAsItWas() {
        let failed = OrderRequest(addressID: AddressID("home"), items: [Self.item])
        let again = OrderManager.orderToSend(to: AddressID("home"), items: [Self.item, Self.other], after: failed)
        #expect(again == failed)
    }

    @Test func anotherAddressKeepsTheReferenceWithTheCartsLines() {
        let failed = OrderRequest(addressID: AddressID("home"), items: [Self.item])
        let moved = OrderManager.orderToSend(to: AddressID("work"), items: [Self.other], after: failed)
        #expect(moved.clientReference == failed.clientReference)
        #expect(moved.addressID == AddressID("work"))
        #expect(moved.items == [Self.other])
    }
}
