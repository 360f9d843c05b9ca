import Foundation
import IvkoModel
package import IvkoService
package import Logging

/// The DataManager of the LAYERS design: the one face of the data layer the managers talk to for the
/// shop's data, network and persistence. One async method per backend call (`ShopCalls`, the seam a
/// test hands a fake shop through), answering model values or a `ShopError`: it calls the API wrapper
/// and converts the answers with its `ResponseConverter`, so the managers above see neither JSON nor
/// the service's types. It also opens the databases on the device (`DataManager+Stores.swift`): the
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
