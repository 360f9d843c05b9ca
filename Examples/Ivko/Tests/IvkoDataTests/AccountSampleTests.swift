import Foundation
@testable import IvkoData
import IvkoModel
import Testing

@Suite("Account, cart and order samples convert exactly")
struct AccountSampleTests {
    let data = ResponseConverter()

    @Test func customerProfile() throws {
        let profile = try data.customerProfile(fromCustomer: Samples.json("customer.json"))
        #expect(
            profile
                == CustomerProfile(
                    number: CustomerNumber("0004711"), firstName: "Jelena", lastName: "Petrović",
                    email: "jelena@example.com", since: Expect.day(2019, 4, 3)
                ))
    }

    @Test func balance() throws {
        let balance = try data.balance(fromBalance: Samples.json("customer-balance.json"))
        #expect(balance == Balance(points: 1250, credit: Expect.euros("20.00")))
    }

    @Test func addresses() throws {
        let addresses = try data.addresses(fromAddresses: Samples.json("customer-addresses.json"))
        #expect(addresses.skipped.isEmpty)
        #expect(
            Array(addresses) == [
                Address(id: AddressID("1"), line1: "Knez Mihailova 12", city: "Beograd", zip: "11000", country: "RS", isDefault: true),
                Address(id: AddressID("2"), line1: "Bulevar oslobođenja 5", city: "Novi Sad", zip: "21000", country: "RS"),
            ])
    }

    @Test func customerIsTheThreeCallsTogether() throws {
        let customer = Customer(
            profile: try data.customerProfile(fromCustomer: Samples.json("customer.json")),
            balance: try data.balance(fromBalance: Samples.json("customer-balance.json")),
            addresses: try data.addresses(fromAddresses: Samples.json("customer-addresses.json")).value
        )
        #expect(customer.defaultAddress?.id == AddressID("1"))
        #expect(customer.profile.fullName == "Jelena Petrović")
    }

    @Test func cart() throws {
        let cart = try data.cart(fromCart: Samples.json("cart.json"))
        #expect(cart.skipped.isEmpty)
        let dress = CartItem(
            style: try #require(Expect.style("W26KD0112")), color: try #require(Expect.color("31")),
            size: try #require(Size(rawValue: "S")), quantity: .one
        )
        let sweater = CartItem(
            style: try #require(Expect.style("W26NR0031")), color: try #require(Expect.color("12")),
            size: try #require(Size(rawValue: "M")), quantity: try #require(Quantity(2))
        )
        #expect(
            cart.value
                == Cart(
                    lines: [
                        CartLine(id: CartLineID("17"), item: dress, unitPrice: Expect.euros("129.90")),
                        CartLine(id: CartLineID("18"), item: sweater, unitPrice: Expect.euros("71.90")),
                    ],
                    total: Expect.euros("273.70")
                ))
        #expect(cart.lines.map(\.total.amount).reduce(0, +) == Expect.decimal("273.70"))
        #expect(cart.pieceCount == 3)
    }

    @Test func orderHistory() throws {
        let orders = try data.orderHistory(fromOrders: Samples.json("orders.json"))
        #expect(orders.skipped.isEmpty)
        #expect(
            Array(orders) == [
                OrderSummary(
                    number: OrderNumber("2026-000123"), date: try #require(Expect.day(2026, 11, 21)),
                    total: Expect.euros("273.70"), status: .new),
                OrderSummary(
                    number: OrderNumber("2026-000077"), date: try #require(Expect.day(2026, 10, 2)),
                    total: Expect.euros("89.90"), status: .shipped),
            ])
    }

    @Test func orderConfirmation() throws {
        let confirmation = try data.orderConfirmation(fromPlacedOrder: Samples.json("order-ok.json"))
        #expect(confirmation == OrderConfirmation(number: OrderNumber("2026-000123"), total: Expect.euros("273.70")))
    }
}
