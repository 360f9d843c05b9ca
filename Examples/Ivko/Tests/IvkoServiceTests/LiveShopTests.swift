import Foundation
import IvkoBackend
import IvkoService
import Testing

@Suite("Catalog, cart and orders against the running backend")
struct LiveShopTests {
    @Test func catalogEndpoints() async throws {
        try await LiveBackend.with { backend in
            let slides = try await backend.api.call(.slides)
            #expect(slides.arrayValue?.isEmpty == false)
            let seasons = try await backend.api.call(.seasons)
            #expect(seasons["seasons"]?.arrayValue?.isEmpty == false)
            let colors = try await backend.api.call(.colors)
            #expect(colors["colors"]?.objectValue?.isEmpty == false)
            let page = try await backend.api.call(.products(page: 2, size: 15))
            #expect(page["page"] == .string("2"))
            #expect(page["products"]?.arrayValue?.count == 15)
            let export = try await backend.api.call(.productExport)
            #expect(export["products"]?.arrayValue?.count == backend.server.catalog.products.count)
            let style = try #require(backend.server.catalog.products.first?.style)
            let details = try await backend.api.call(.details(style: style))
            #expect(details["style"] == .string(style))
            await #expect(throws: IvkoServiceError.notFound(message: "Style not found")) {
                try await backend.api.call(.details(style: "W26XX9999"))
            }
        }
    }

    @Test func cartLines() async throws {
        try await LiveBackend.with { backend in
            try await backend.signIn()
            let (style, stock) = try backend.productInStock()
            let added = try await backend.api.call(.addCartLine(style: style, color: stock.color, size: stock.size, qty: 2))
            let line = try #require(added["lines"]?.arrayValue?.first)
            #expect(line["style"] == .string(style))
            #expect(line["qty"] == .string("2"))
            let cart = try await backend.api.call(.cart)
            #expect(cart == added)
            let tooMany = IvkoEndpoint.addCartLine(style: style, color: stock.color, size: stock.size, qty: stock.quantity)
            await #expect(throws: IvkoServiceError.stock(message: "Not enough stock for \(style) / \(stock.color) / \(stock.size)")) {
                try await backend.api.call(tooMany)
            }
            let lineId = try #require(line["lineId"]?.stringValue)
            let emptied = try await backend.api.call(.deleteCartLine(lineId: lineId))
            #expect(emptied["lines"] == .array([]))
        }
    }

    @Test func invalidCartLineIsAValidationError() async throws {
        try await LiveBackend.with { backend in
            try await backend.signIn()
            await #expect(throws: IvkoServiceError.validation(message: "Invalid cart line")) {
                try await backend.api.call(.addCartLine(style: "W26KD0112", color: "31", size: "S", qty: 0))
            }
        }
    }

    @Test func sameClientRefMakesOneOrder() async throws {
        try await LiveBackend.with { backend in
            try await backend.signIn()
            let order = try Self.order(in: backend)
            let first = try await backend.api.call(order)
            let second = try await backend.api.call(order)
            #expect(first["orderNo"] != nil)
            #expect(first["orderNo"] == second["orderNo"])
            #expect(backend.server.counters.ordersCreated == 1)
            let history = try await backend.api.call(.orders)
            #expect(history["orders"]?.arrayValue?.first?["orderNo"] == first["orderNo"])
        }
    }

    @Test func droppedOrderIsRetriedWithTheSameClientRef() async throws {
        try await LiveBackend.with { backend in
            try await backend.signIn()
            backend.server.faults.script(.drop, path: "orders")
            let placed = try await backend.api.call(try Self.order(in: backend))
            #expect(placed["result"] == .string("OK"))
            #expect(backend.server.counters.requests(to: "orders") == 2)
            #expect(backend.server.counters.orderRequests == 2)
            #expect(backend.server.counters.ordersCreated == 1)
            let made = await backend.server.orders(of: "demo").first
            #expect(placed["orderNo"] == made.map { .string($0.orderNo) })
        }
    }

    /// An order of one piece of a product in stock, to address 1, with a fixed client reference.
    static func order(in backend: LiveBackend) throws -> IvkoEndpoint {
        let (style, stock) = try backend.productInStock()
        return .placeOrder(
            clientRef: "6f9619ff-8b86-d011-b42d-00c04fc964ff", addressId: "1",
            lines: [IvkoOrderLine(style: style, color: stock.color, size: stock.size, qty: 1)]
        )
    }
}
