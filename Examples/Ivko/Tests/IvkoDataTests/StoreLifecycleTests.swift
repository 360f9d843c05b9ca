import Foundation
import IvkoData
import IvkoModel
import IvkoTestSupport
import Testing

/// The databases the managers hold: a customer's keeps the cart and orders across openings and
/// starts afresh after a reset, a damaged catalog is refused as resettable and opens empty after the
/// reset; and the DataManager answers a product page's details without a ratings service.
@Suite struct StoreLifecycleTests {
    let directory: TemporaryDirectory
    /// A DataManager on a stub shop answering the details sample of `W26NR0031`, with no ratings service.
    let data: DataManager

    init() throws {
        directory = try TemporaryDirectory()
        data = try RatingsHarness(reviews: nil).manager
    }

    private static func item(_ style: String, size: String = "M") throws -> CartItem {
        try CartItem(
            style: #require(StyleCode(rawValue: style)), color: #require(ColorCode(rawValue: "31")), size: #require(Size(rawValue: size))
        )
    }

    /// What a customer's database keeps: a second opening finds it, and completing
    /// a pending order takes its pieces out of the kept cart in the same database.
    @Test func aCustomersFaceKeepsTheCartAndOrdersInTheirDatabase() async throws {
        let path = directory.path("customer.sqlite")
        let ordered = try Self.item("W26KD0112")
        let other = try Self.item("W26KD0113", size: "L")
        let order = OrderRequest(addressID: AddressID("1"), items: [ordered])
        let customer = try await UserStore.open(at: path)
        try await customer.saveCartItems([ordered, other])
        try await customer.savePendingOrder(order, createdAt: Date())
        try customer.close()

        let reopened = try await UserStore.open(at: path)
        #expect(try await reopened.cartItems() == [ordered, other])
        #expect(try await reopened.pendingOrders() == [order])
        let completed = try await reopened.completePendingOrder(order)
        #expect(completed.wasPending)
        #expect(completed.cart == [other])
        #expect(try await reopened.cartItems() == [other], "kept, not only answered")
        #expect(try await reopened.pendingOrders().isEmpty)
        try reopened.close()
    }

    /// A customer's reset deletes their database: the next opening starts empty.
    @Test func aCustomersResetStartsTheirDatabaseAfresh() async throws {
        let path = directory.path("customer.sqlite")
        let customer = try await UserStore.open(at: path)
        try await customer.saveCartItems([try Self.item("W26KD0112")])
        try customer.close()

        try UserStore.reset(at: path)
        let fresh = try await UserStore.open(at: path)
        #expect(try await fresh.cartItems().isEmpty)
        try fresh.close()
    }

    /// A damaged catalog is refused with an error the caller may reset for (the middleware's policy
    /// does), and after the reset it opens as an empty, never imported catalog.
    @Test func aDamagedCatalogIsRefusedAsResettableAndOpensEmptyAfterTheReset() async throws {
        let path = directory.path("catalog.sqlite")
        try Data(String(repeating: "this is not a database ", count: 400).utf8).write(to: URL(fileURLWithPath: path))
        let error = await #expect(throws: StoreError.self) { try await CatalogStore.open(at: path) }
        #expect(error?.isResettable == true)

        try CatalogStore.reset(at: path)
        let catalog = try await CatalogStore.open(at: path)
        #expect(try await catalog.lastImport() == nil)
        #expect(try await catalog.categories().isEmpty)
        #expect(try await catalog.seasons().isEmpty)
    }

    /// A product page's details with the ratings said to be unavailable when no ratings service is
    /// configured.
    @Test func aProductPagesDetailsWithoutARatingsServiceSayTheRatingsAreUnavailable() async throws {
        let style = try #require(StyleCode(rawValue: "W26NR0031"))
        #expect(try await data.details(of: style).style == style)
        #expect(try await data.detailsWithRatings(of: style).ratings == .unavailable(.notConfigured))
    }
}
