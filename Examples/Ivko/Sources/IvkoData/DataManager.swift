public import Foundation
public import IvkoModel
package import IvkoService
package import Logging

/// The DataManager of the LAYERS design: the one face of the data layer the managers talk to for the
/// shop's data, network and persistence. One async method per backend call (`ShopCalls`, the seam a
/// test hands a fake shop through), answering model values or a `ShopError`: it calls the API wrapper
/// and converts the answers with its `ResponseConverter`, so the managers above see neither JSON nor
/// the service's types. The databases on the device are the data layer's too: `LocalStore` opens the
/// catalog's `CatalogStore` and each customer's `UserStore`, which the managers then read and write,
/// their failures named as `ShopError` too.
///
/// Only the composition root (the app's executable, tests) makes one: it builds the `IvkoAPI` on
/// a `NetworkSession` and hands it over with the `package` initialisers, so the API wrapper is
/// never part of this layer's public face.
public final class DataManager: Sendable {
    /// The API wrapper the calls go through.
    let api: IvkoAPI
    /// The converter between the backend's JSON and the model.
    public let converter: ResponseConverter
    /// The session events of `api`, if it was made to send them here.
    public let sessionEvents: ShopSessionEvents
    /// The ratings service, merged into a product page's details; `nil` when the app has none.
    let reviews: ReviewsConnection?
    let logger: Logger

    /// A data source on `api` (and on the ratings service of `reviews`, if any); `sessionEvents` must be
    /// the hub the API's `onSessionEvent` feeds.
    package init(
        api: IvkoAPI, converter: ResponseConverter = ResponseConverter(), sessionEvents: ShopSessionEvents,
        reviews: ReviewsConnection? = nil, logger: Logger = Logger(label: "ivko.data")
    ) {
        self.api = api
        self.converter = converter
        self.sessionEvents = sessionEvents
        self.reviews = reviews
        self.logger = logger
    }

    /// A data source on the API `makeAPI` makes, handing it the function to report session events to.
    package convenience init(
        converter: ResponseConverter = ResponseConverter(), reviews: ReviewsConnection? = nil,
        logger: Logger = Logger(label: "ivko.data"),
        makeAPI: (_ onSessionEvent: @escaping @Sendable (IvkoSessionEvent) -> Void) -> IvkoAPI
    ) {
        let events = ShopSessionEvents()
        self.init(api: makeAPI(events.receive), converter: converter, sessionEvents: events, reviews: reviews, logger: logger)
    }

    /// The session events from now on (`.renewed`: the server cart is gone).
    public func sessionEventStream() -> AsyncStream<ShopSessionEvent> {
        sessionEvents.stream()
    }

    /// Calls `endpoint` and converts its answer with `convert`, mapping both kinds of failure.
    func fetch<Value>(
        _ endpoint: IvkoEndpoint, _ convert: (JSONValue) throws(DataError) -> Value
    ) async throws(ShopError) -> Value {
        let json = try await call(endpoint)
        do throws(DataError) {
            return try convert(json)
        } catch {
            logger.warning("answer cannot be converted", metadata: ["endpoint": "\(endpoint)", "error": "\(error)"])
            throw ShopError(error)
        }
    }

    /// Calls `endpoint` and answers its JSON, mapping the failure.
    func call(_ endpoint: IvkoEndpoint) async throws(ShopError) -> JSONValue {
        do throws(IvkoServiceError) {
            return try await api.call(endpoint)
        } catch {
            throw ShopError(error)
        }
    }

    /// Runs a service call, mapping its failure.
    func service<Value>(_ body: () async throws(IvkoServiceError) -> Value) async throws(ShopError) -> Value {
        do throws(IvkoServiceError) {
            return try await body()
        } catch {
            throw ShopError(error)
        }
    }
}

// MARK: - The customer: signing in and out, the profile, balance and addresses

extension DataManager {
    /// Signs in (`POST login`); the credential store keeps the credentials when it may.
    public func signIn(username: String, password: String) async throws(ShopError) {
        try await service { () throws(IvkoServiceError) in _ = try await api.signIn(username: username, password: password) }
    }

    /// Signs out (`POST logout`); the session and kept credentials are forgotten even when offline.
    public func signOut() async throws(ShopError) {
        try await service { () throws(IvkoServiceError) in _ = try await api.signOut() }
    }

    /// Whether credentials are kept to sign in again without asking the user.
    public func hasKeptCredentials() async -> Bool {
        await api.credentialStore.credentials() != nil
    }

    /// Who the signed-in customer is (`GET customer`).
    public func customerProfile() async throws(ShopError) -> CustomerProfile {
        try await fetch(.customer) { json throws(DataError) in try converter.customerProfile(fromCustomer: json) }
    }

    /// The signed-in customer's loyalty points and store credit (`GET customer/balance`).
    public func balance() async throws(ShopError) -> Balance {
        try await fetch(.balance) { json throws(DataError) in try converter.balance(fromBalance: json) }
    }

    /// The signed-in customer's shipping addresses (`GET customer/addresses`); unreadable ones are
    /// skipped and logged by the converter.
    public func addresses() async throws(ShopError) -> [Address] {
        try await fetch(.addresses) { json throws(DataError) in try converter.addresses(fromAddresses: json).value }
    }
}

// MARK: - The catalog: promotions, seasons, colours, stores, the product export and its import, live details

extension DataManager {
    /// The promotions to show at `now` (`GET slides.json`), on the shop's calendar.
    public func promotions(now: Date = Date()) async throws(ShopError) -> [Promotion] {
        try await fetch(.slides) { json throws(DataError) in try converter.promotions(fromSlides: json, now: now).value }
    }

    /// The seasons with their themes (`GET seasons.json`).
    public func seasons() async throws(ShopError) -> [Season] {
        try await fetch(.seasons) { json throws(DataError) in try converter.seasons(fromSeasons: json).value }
    }

    /// The colour table (`GET colors.json`).
    public func colorTable() async throws(ShopError) -> ColorTable {
        try await fetch(.colors) { json throws(DataError) in try converter.colorTable(fromColors: json).value }
    }

    /// The shop's physical stores (`GET stores.json`); unreadable ones are skipped and logged by
    /// the converter.
    public func stores() async throws(ShopError) -> [Store] {
        try await fetch(.stores) { json throws(DataError) in try converter.stores(fromStores: json).value }
    }

    /// One page of the product export (`GET products.json?page=&size=`), `page` from 1.
    public func productPage(_ page: Int, size: Int = 500) async throws(ShopError) -> ProductExportPage {
        try await fetch(.products(page: page, size: size)) { json throws(DataError) in
            try converter.productPage(fromProducts: json).value
        }
    }

    /// The live price, stock and related styles of one product (`GET details?style=`).
    public func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await fetch(.details(style: style.rawValue)) { json throws(DataError) in
            try converter.productDetails(fromDetails: json).value
        }
    }

    /// Imports the whole product export into `store`, `pageSize` products a page
    /// (`GET products.json?page=&size=`), with a `CatalogImporter` keeping as many pages in flight as
    /// the connection serves at once; the old catalog stays when it fails. The catalog manager asks for
    /// it through `ShopCalls`.
    package func importCatalog(
        into store: CatalogStore, pageSize: Int = 500,
        progress: @escaping @Sendable (CatalogImportProgress) -> Void = { _ in }
    ) async throws(ShopError) -> CatalogImportFacts {
        do throws(CatalogImportError) {
            let importer = CatalogImporter(converter: converter) { [api] in api.parallelRequests() }
            return try await importer.importCatalog(
                into: store, progress: progress,
                fetchParsed: { [api] page throws(ShopError) -> JSONTree in
                    do throws(IvkoServiceError) {
                        return try await api.tree(.products(page: page, size: pageSize))
                    } catch {
                        throw ShopError(error)
                    }
                })
        } catch {
            logger.warning("catalog import failed", metadata: ["error": "\(error)"])
            throw ShopError(error)
        }
    }
}

// MARK: - A product page's details with its ratings

extension DataManager {
    /// What a product page shows: the live price and stock (`GET details?style=`, as `details(of:)`)
    /// with the product's ratings from the ratings service merged in. The two are asked at once; the
    /// page waits for the ratings only within their time budget, and a slow, failing or absent
    /// ratings service gives `.unavailable` ratings, never a failure. Only a product page asks for
    /// this: stock checks and Buy Now use `details(of:)`, which never touches the ratings service.
    /// - Throws: what `details(of:)` throws.
    public func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        async let merged = self.ratings(of: style)
        var details = try await details(of: style)
        details.ratings = await merged
        return details
    }

    /// The ratings of `style` alone, within their time budget; `.unavailable(.notConfigured)` when
    /// this data manager has no ratings service.
    public func ratings(of style: StyleCode) async -> ProductRatings {
        guard let reviews else { return .unavailable(.notConfigured) }
        return await reviews.ratings(of: style)
    }
}

// MARK: - The server cart

extension DataManager {
    /// The session's server cart (`GET cart`).
    public func cart() async throws(ShopError) -> Cart {
        try await fetch(.cart) { json throws(DataError) in try converter.cart(fromCart: json).value }
    }

    /// Adds `item` to the server cart (`POST cart/lines`) and answers the whole cart.
    public func addToCart(_ item: CartItem) async throws(ShopError) -> Cart {
        let endpoint = IvkoEndpoint.addCartLine(
            style: item.style.rawValue, color: item.color.rawValue, size: item.size.rawValue, qty: item.quantity.value
        )
        return try await fetch(endpoint) { json throws(DataError) in try converter.cart(fromCart: json).value }
    }

    /// Removes a line from the server cart (`DELETE cart/lines/ID`) and answers the whole cart.
    public func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart {
        try await fetch(.deleteCartLine(lineId: line.rawValue)) { json throws(DataError) in
            try converter.cart(fromCart: json).value
        }
    }
}

// MARK: - Orders

extension DataManager {
    /// Places `order` (`POST orders`) with its `clientReference`: sending the same request again
    /// answers the same order, never a second one.
    public func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        guard !order.items.isEmpty else { throw .rejected(message: "the order has no lines") }
        let endpoint = IvkoEndpoint.placeOrder(
            clientRef: order.clientReference.uuidString.lowercased(),
            addressId: order.addressID.rawValue,
            lines: order.items.map {
                IvkoOrderLine(style: $0.style.rawValue, color: $0.color.rawValue, size: $0.size.rawValue, qty: $0.quantity.value)
            }
        )
        return try await fetch(endpoint) { json throws(DataError) in try converter.orderConfirmation(fromPlacedOrder: json) }
    }

    /// The customer's order history (`GET orders`).
    public func orderHistory() async throws(ShopError) -> [OrderSummary] {
        try await fetch(.orders) { json throws(DataError) in try converter.orderHistory(fromOrders: json).value }
    }
}

// MARK: - Notifications

extension DataManager {
    /// Opens the signed-in customer's notifications (`GET push/events`), after the event `lastID` when
    /// given (the service sends what came after it that it still keeps), and answers once the service
    /// has answered. Signs in with the kept credentials first when no session is open, like every call.
    public func notificationFeed(after lastID: Int?) async throws(ShopError) -> NotificationFeed {
        let stream = try await service { () async throws(IvkoServiceError) in
            try await api.pushEvents(lastEventID: lastID.map(String.init))
        }
        return NotificationFeed(push: stream, converter: converter, logger: logger)
    }
}

// MARK: - Assets

extension DataManager {
    /// Downloads the asset at `path` into `file` (`GET assets/PATH`), replacing it only when the
    /// whole asset arrived. With `etag`, answers `.notModified` when that copy is still current.
    public func downloadAsset(
        _ path: AssetPath, to file: URL, ifNoneMatch etag: String? = nil
    )
        async throws(ShopError) -> AssetDownload
    {
        let result = try await service { () throws(IvkoServiceError) in
            try await api.downloadAsset(path.rawValue, to: file, ifNoneMatch: etag)
        }
        switch result {
        case .notModified:
            return .notModified
        case .fetched(let written, let info):
            return .downloaded(file: written, etag: info.etag, contentType: info.contentType, byteCount: info.byteCount)
        }
    }
}
