import Foundation
import IvkoModel
import Testing

@Suite("Money and prices")
struct MoneyTests {
    @Test func descriptionShowsTwoDecimals() {
        #expect(Money(Decimal(string: "1299")!, .euro).description == "1299.00 EUR")
        #expect(Money(Decimal(string: "129.9")!, .euro).description == "129.90 EUR")
        #expect(Money(Decimal(string: "0.005")!, .euro).description == "0.01 EUR")
    }

    @Test func timesMultipliesExactly() {
        #expect(Money(Decimal(string: "71.90")!, .euro).times(3) == Money(Decimal(string: "215.7")!, .euro))
    }

    @Test func currentPriceIsTheSalePrice() {
        let regular = Money(Decimal(string: "1299.00")!, .euro)
        let sale = Money(Decimal(string: "999.00")!, .euro)
        #expect(Price(regular: regular, sale: sale).current == sale)
        #expect(Price(regular: regular, sale: sale).isOnSale)
        #expect(Price(regular: regular).current == regular)
        #expect(!Price(regular: regular).isOnSale)
        #expect(!Price(regular: sale, sale: regular).isOnSale)
    }
}
