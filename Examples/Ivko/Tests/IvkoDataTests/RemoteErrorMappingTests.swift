@testable import IvkoData
import AsyncTestSupport
import IvkoService
import Testing
import IvkoModel

/// The remote side's one error type: what the middleware acts on, from the service and converter errors.
@Suite struct RemoteErrorMappingTests {
    @Test func serviceErrorsKeepTheirMeaning() {
        #expect(ShopError(IvkoServiceError.auth(message: "bad")) == .wrongCredentials(message: "bad"))
        #expect(ShopError(IvkoServiceError.noSession(message: "gone")) == .signedOut(message: "gone"))
        #expect(ShopError(IvkoServiceError.stock(message: "none")) == .outOfStock(message: "none"))
        #expect(ShopError(IvkoServiceError.notFound(message: "no")) == .notFound(message: "no"))
        #expect(ShopError(IvkoServiceError.validation(message: "qty")) == .rejected(message: "qty"))
        #expect(ShopError(IvkoServiceError.network(.timedOut)).isTransient)
        #expect(ShopError(IvkoServiceError.server(status: 500, text: "java.sql")) == .serverFailure(reason: "HTTP 500"))
        #expect(ShopError(IvkoServiceError.gateway(status: 502, text: "<html>")).isTransient)
        #expect(ShopError(IvkoServiceError.cancelled) == .cancelled)
        #expect(ShopError(IvkoServiceError.noSession(message: "")).needsSignIn)
        let lost = ShopError(IvkoServiceError.sessionLost(message: "Session expired"))
        #expect(lost.isTransient && !lost.needsSignIn, "a session the backend ended at once is tried again, not signed out")
        let tooLarge = IvkoServiceError.tooLarge(byteCount: 5 << 20, objectCount: nil, limits: .productPage)
        #expect(ShopError(tooLarge) == .invalidData(reason: tooLarge.description))
    }

    /// A connection the server closed without a whole answer is the server not answering; only a
    /// shop that cannot be reached at all is the device being offline.
    @Test func aDroppedConnectionIsTheServerNotTheDeviceOffline() {
        let unanswered: [IvkoServiceError.NetworkFailure] = [.connectionLost, .timedOut, .truncated(expected: 10, received: 4)]
        for failure in unanswered {
            let error = ShopError(IvkoServiceError.network(failure))
            guard case .serverFailure = error else {
                Issue.record("\(failure) is \(error), not the server failing")
                continue
            }
            #expect(error.isTransient)
        }
        #expect(ShopError(IvkoServiceError.network(.cannotConnect(reason: "refused"))) == .offline(reason: "cannot connect (refused)"))
    }

    /// The wait a 503 asked for travels as a `Duration`, not as text inside a reason.
    @Test func retryAfterTravelsAsADuration() {
        let busy = ShopError(IvkoServiceError.unavailable(retryAfter: .seconds(7), text: "<html>busy</html>"))
        #expect(busy == .unavailable(retryAfter: .seconds(7)))
        #expect(busy.isTransient)
        #expect(ShopError(IvkoServiceError.unavailable(retryAfter: nil, text: "")) == .unavailable(retryAfter: nil))
    }

    @Test func converterErrorsAreInvalidData() {
        let structure = DataError.unexpectedStructure(.products, path: "products", expected: "an array", found: "a string")
        #expect(ShopError(structure) == .invalidData(reason: structure.description))
        #expect(ShopError(structure).isTransient == false)
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func sessionEventsReachEveryListener() async {
        let events = ShopSessionEvents()
        var first = events.stream().makeAsyncIterator()
        var second = events.stream().makeAsyncIterator()
        events.receive(.renewed)
        events.receive(.renewalFailed(.auth(message: "bad")))
        #expect(await first.next() == .renewed)
        #expect(await second.next() == .renewed)
        #expect(await first.next() == .renewalFailed(.wrongCredentials(message: "bad")))
    }
}
