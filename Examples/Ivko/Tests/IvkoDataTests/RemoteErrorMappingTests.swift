@testable import IvkoData
import AsyncTestSupport
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
        let lost = ShopDataError(IvkoServiceError.sessionLost(message: "Session expired"))
        #expect(lost.isTransient && !lost.needsSignIn, "a session the backend ended at once is tried again, not signed out")
        let tooLarge = IvkoServiceError.tooLarge(byteCount: 5 << 20, objectCount: nil, limits: .productPage)
        #expect(ShopDataError(tooLarge) == .invalidData(reason: tooLarge.description))
    }

    /// A connection the server closed without a whole answer is the server not answering; only a
    /// shop that cannot be reached at all is the device being offline.
    @Test func aDroppedConnectionIsTheServerNotTheDeviceOffline() {
        let unanswered: [IvkoServiceError.NetworkFailure] = [.connectionLost, .timedOut, .truncated(expected: 10, received: 4)]
        for failure in unanswered {
            let error = ShopDataError(IvkoServiceError.network(failure))
            guard case .server = error else {
                Issue.record("\(failure) is \(error), not the server failing")
                continue
            }
            #expect(error.isTransient)
        }
        #expect(ShopDataError(IvkoServiceError.network(.cannotConnect(reason: "refused"))) == .offline(reason: "cannot connect (refused)"))
    }

    /// The wait a 503 asked for travels as a `Duration`, not as text inside a reason.
    @Test func retryAfterTravelsAsADuration() {
        let busy = ShopDataError(IvkoServiceError.unavailable(retryAfter: .seconds(7), text: "<html>busy</html>"))
        #expect(busy == .unavailable(retryAfter: .seconds(7)))
        #expect(busy.isTransient)
        #expect(ShopDataError(IvkoServiceError.unavailable(retryAfter: nil, text: "")) == .unavailable(retryAfter: nil))
    }

    @Test func converterErrorsAreInvalidData() {
        let structure = DataError.unexpectedStructure(.products, path: "products", expected: "an array", found: "a string")
        #expect(ShopDataError(structure) == .invalidData(reason: structure.description))
        #expect(ShopDataError(structure).isTransient == false)
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func sessionEventsReachEveryListener() async {
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
