import IvkoData
import IvkoService
import Testing

/// The remote side's one error type: what the middleware acts on, from the service and converter errors.
@Suite struct RemoteErrorMappingTests {
    @Test func serviceErrorsKeepTheirMeaning() {
        #expect(ShopDataError(IvkoServiceError.auth(message: "bad")) == .authFailed(message: "bad"))
        #expect(ShopDataError(IvkoServiceError.noSession(message: "gone")) == .signedOut(message: "gone"))
        #expect(ShopDataError(IvkoServiceError.stock(message: "none")) == .stock(message: "none"))
        #expect(ShopDataError(IvkoServiceError.notFound(message: "no")) == .notFound(message: "no"))
        #expect(ShopDataError(IvkoServiceError.validation(message: "qty")) == .rejected(message: "qty"))
        #expect(ShopDataError(IvkoServiceError.network(.timedOut)).isTransient)
        #expect(ShopDataError(IvkoServiceError.server(status: 500, text: "java.sql")) == .server(reason: "HTTP 500"))
        #expect(ShopDataError(IvkoServiceError.gateway(status: 502, text: "<html>")).isTransient)
        #expect(ShopDataError(IvkoServiceError.cancelled) == .cancelled)
        #expect(ShopDataError(IvkoServiceError.noSession(message: "")).needsSignIn)
    }

    @Test func converterErrorsKeepTheBackendsErrorType() {
        #expect(ShopDataError(DataError.backendError(.cart, type: "StockException", message: "sold out")) == .stock(message: "sold out"))
        #expect(ShopDataError(DataError.backendError(.details, type: "NotFoundException", message: "x")) == .notFound(message: "x"))
        #expect(ShopDataError(DataError.backendError(.cart, type: "Other", message: "m")) == .rejected(message: "m"))
        let structure = DataError.unexpectedStructure(.products, path: "products", expected: "an array", found: "a string")
        #expect(ShopDataError(structure) == .invalidData(reason: structure.description))
        #expect(ShopDataError(structure).isTransient == false)
    }

    @Test func sessionEventsReachEveryListener() async {
        let events = ShopSessionEvents()
        var first = events.stream().makeAsyncIterator()
        var second = events.stream().makeAsyncIterator()
        events.receive(.renewed)
        events.receive(.renewalFailed(.auth(message: "bad")))
        #expect(await first.next() == .renewed)
        #expect(await second.next() == .renewed)
        #expect(await first.next() == .renewalFailed(.authFailed(message: "bad")))
    }
}
