import Foundation
import IvkoData
import IvkoModel
import IvkoService
import Logging

extension IvkoFuzzTargets {
    /// The ResponseConverter's conversions, backend JSON to the clean model. The first byte picks the
    /// converter (its value modulo the number of converters, in `FuzzedConversion`'s order); the
    /// rest is the response body, parsed as the API wrapper parses it.
    public static func responseConverter(_ bytes: [UInt8]) -> FuzzOutcome {
        FuzzInvariant.outcome { () throws(BrokenInvariant) in try responseConverterInput(bytes) }
    }

    private static func responseConverterInput(_ bytes: [UInt8]) throws(BrokenInvariant) -> FuzzOutcome {
        guard let first = bytes.first else { return .rejected(error: "no converter chosen") }
        let converter = FuzzedConversion.allCases[Int(first) % FuzzedConversion.allCases.count]
        let json: JSONValue
        do {
            json = try JSONValue(parsing: Data(bytes.dropFirst()))
        } catch let error as DecodingError {
            return .rejected(error: "not JSON: \(error)")
        } catch {
            throw FuzzInvariant.broken("JSONValue(parsing:) threw \(type(of: error)), not DecodingError: \(error)")
        }
        if converter == .productPage { try checkTreeReadsAsConverted(Data(bytes.dropFirst()), json) }
        return try converter.convert(json, with: fuzzConverter)
    }

    /// The import reads product pages straight from the parsed tree (`productPage(fromTree:)`); it
    /// must come to exactly what the converted page comes to: the same page, or the same error.
    private static func checkTreeReadsAsConverted(_ body: Data, _ json: JSONValue) throws(BrokenInvariant) {
        guard let tree = try? JSONTree(parsing: body) else { throw FuzzInvariant.broken("JSONTree refused what JSONValue parsed") }
        let fromTree = Result { () throws(DataError) in try fuzzConverter.productPage(fromTree: tree) }
        let fromValue = Result { () throws(DataError) in try fuzzConverter.productPage(fromProducts: json) }
        switch (fromTree, fromValue) {
        case (.success(let tree), .success(let value)):
            try FuzzInvariant.check(
                tree.value == value.value && tree.skipped == value.skipped, "the tree's page differs from the converted one")
        case (.failure(let tree), .failure(let value)):
            try FuzzInvariant.check(tree == value, "the tree's error \(tree) differs from the converted one's, \(value)")
        default:
            throw FuzzInvariant.broken("the tree gave \(fromTree), the converted JSON \(fromValue)")
        }
    }

    /// A ResponseConverter with the shop's settings that logs nothing (skipped records would flood the
    /// fuzzer's output).
    static let fuzzConverter = ResponseConverter(logger: Logger(label: "ivko.data", factory: { _ in SwiftLogNoOpLogHandler() }))
}

/// The ResponseConverter's conversions, one per endpoint answer, in the order the first byte of a
/// `responseConverter` input picks them.
enum FuzzedConversion: CaseIterable {
    case productPage, productExport, productDetails, cart, colors, customer, balance, addresses, orders, placedOrder
    case seasons, slides, stores

    /// The time slides are judged at: a fixed day, so an input always ends the same way.
    static let slidesDay = Date(timeIntervalSince1970: 1_790_000_000)

    /// Converts `json` and checks what the model promises of the result: a value with its summary,
    /// or the converter's typed refusal.
    func convert(_ json: JSONValue, with manager: ResponseConverter) throws(BrokenInvariant) -> FuzzOutcome {
        do {
            return .value(summary: try checkedSummary(of: json, with: manager))
        } catch let error as DataError {
            return .rejected(error: error.description)
        } catch let error as BrokenInvariant {
            throw error
        } catch {
            throw FuzzInvariant.broken("a converter threw \(type(of: error)), not DataError: \(error)")
        }
    }

    /// The converted value's summary, once what the model promises of it is checked: throws the
    /// converter's `DataError` or a `BrokenInvariant`.
    private func checkedSummary(of json: JSONValue, with manager: ResponseConverter) throws -> String {
        switch self {
        case .productPage:
            let page = try manager.productPage(fromProducts: json)
            try ModelPromises.check(page.value, limit: ResponseConverter.maximumProductsPerPage)
            return "page of \(page.products.count) products, \(page.skipped.count) skipped"
        case .productExport:
            let page = try manager.productExport(fromExport: json)
            try ModelPromises.check(page.value, limit: ResponseConverter.maximumProductsPerExport)
            return "export of \(page.products.count) products, \(page.skipped.count) skipped"
        case .productDetails:
            let details = try manager.productDetails(fromDetails: json)
            try ModelPromises.check(details.value)
            return "details of \(details.style), \(details.stock.total) pieces"
        case .cart:
            let cart = try manager.cart(fromCart: json)
            try ModelPromises.check(cart.value)
            return "cart of \(cart.lines.count) lines, \(cart.pieceCount) pieces"
        case .colors:
            let table = try manager.colorTable(fromColors: json)
            return "\(table.allColors.count) colours"
        case .customer:
            let profile = try manager.customerProfile(fromCustomer: json)
            return "customer \(profile.fullName)"
        case .balance:
            let balance = try manager.balance(fromBalance: json)
            try ModelPromises.check(balance.credit)
            return "balance \(balance.points) points, \(balance.credit)"
        case .addresses:
            let addresses = try manager.addresses(fromAddresses: json)
            return "\(addresses.count) addresses"
        case .orders:
            let orders = try manager.orderHistory(fromOrders: json)
            for order in orders.value { try ModelPromises.check(order.total) }
            return "\(orders.count) orders"
        case .placedOrder:
            let confirmation = try manager.orderConfirmation(fromPlacedOrder: json)
            try ModelPromises.check(confirmation.total)
            return "order \(confirmation.number), \(confirmation.total)"
        case .seasons:
            let seasons = try manager.seasons(fromSeasons: json)
            return "\(seasons.count) seasons"
        case .slides:
            let promotions = try manager.promotions(fromSlides: json, now: Self.slidesDay)
            return "\(promotions.count) promotions"
        case .stores:
            let stores = try manager.stores(fromStores: json)
            return "\(stores.count) stores, \(stores.skipped.count) skipped"
        }
    }
}
