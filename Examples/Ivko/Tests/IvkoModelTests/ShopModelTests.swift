import Foundation
import IvkoModel
import Testing

@Suite("Shop model")
struct ShopModelTests {
    private let style = StyleCode(rawValue: "W26NR0031")!
    private let ivory = ColorCode(rawValue: "12")!
    private let medium = Size(rawValue: "M")!
    private let large = Size(rawValue: "L")!

    @Test func colorTableKeepsUnknownCodesWithAGenericName() throws {
        let table = ColorTable(names: [ivory: "Ivory"])
        #expect(table.color(for: ivory) == Color(code: ivory, name: "Ivory"))
        let unknown = table.color(for: try #require(ColorCode(rawValue: "99")))
        #expect(unknown.name == "Colour 99")
        #expect(!unknown.isKnown)
    }

    @Test func stockOfAnUnlistedPairIsZero() throws {
        let navy = try #require(ColorCode(rawValue: "23"))
        let stock = Stock([.init(color: ivory, size: medium): 3, .init(color: ivory, size: large): 7])
        #expect(stock.quantity(color: ivory, size: large) == 7)
        #expect(stock.quantity(color: navy, size: medium) == 0)
        #expect(!stock.isAvailable(color: navy, size: medium))
        #expect(stock.availableSizes(of: ivory) == [medium, large])
        #expect(stock.total == 10)
        #expect(Stock([.init(color: ivory, size: medium): -2]).quantity(color: ivory, size: medium) == 0)
    }

    @Test func productTakesSeasonAndThemeFromItsStyle() {
        let product = Product(style: style, name: "Cable Knit Sweater", price: Price(regular: Money(89.9, .euro)))
        #expect(product.season.rawValue == "W26")
        #expect(product.theme.rawValue == "W26NR")
        #expect(product.id == style)
    }

    @Test func cartCountsPiecesAndLineTotals() throws {
        let item = CartItem(style: style, color: ivory, size: medium, quantity: try #require(Quantity(2)))
        let line = CartLine(id: CartLineID("18"), item: item, unitPrice: Money(Decimal(string: "71.90")!, .euro))
        let cart = Cart(lines: [line], total: Money(Decimal(string: "143.80")!, .euro))
        #expect(line.total == Money(Decimal(string: "143.80")!, .euro))
        #expect(cart.pieceCount == 2)
        #expect(cart.items == [item])
        #expect(!cart.isEmpty)
        #expect(Cart().isEmpty)
    }

    @Test func customerDefaultAddressFallsBackToTheFirst() {
        let profile = CustomerProfile(number: CustomerNumber("0004711"), firstName: "Jelena", lastName: "Petrović")
        let balance = Balance(points: 0, credit: Money(0, .euro))
        let home = Address(id: AddressID("1"), line1: "Knez Mihailova 12", city: "Beograd")
        let work = Address(id: AddressID("2"), line1: "Bulevar oslobođenja 5", city: "Novi Sad", isDefault: true)
        #expect(Customer(profile: profile, balance: balance, addresses: [home, work]).defaultAddress == work)
        #expect(Customer(profile: profile, balance: balance, addresses: [home]).defaultAddress == home)
        #expect(Customer(profile: profile, balance: balance, addresses: []).defaultAddress == nil)
        #expect(profile.fullName == "Jelena Petrović")
    }

    @Test func orderStatusKeepsUnknownNames() {
        #expect(OrderStatus.shipped.name == "SHIPPED")
        #expect(OrderStatus.other("ON HOLD").name == "ON HOLD")
    }

    @Test func productSurvivesACodableRoundTrip() throws {
        let product = Product(
            style: style, name: "Cable Knit Sweater", category: Category(name: "Knitwear"),
            description: "Warm", price: Price(regular: Money(Decimal(string: "89.90")!, .euro)),
            care: ["Hand wash"], materials: ["80% Wool"], colors: [ivory], sizes: [medium, large],
            images: ProductImages(grid: AssetPath(rawValue: "img/grid/x.jpg")),
            updated: Date(timeIntervalSince1970: 1_795_000_000)
        )
        let data = try JSONEncoder().encode(product)
        #expect(try JSONDecoder().decode(Product.self, from: data) == product)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""style":"W26NR0031""#))
    }

    @Test func decodingRejectsAnInvalidStyleCode() {
        let json = Data(#"["W26"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([StyleCode].self, from: json) }
    }
}
