import Foundation
import IvkoService
import Networking
import NetworkingTestSupport
import Testing

/// How answers the samples do not show come out: other statuses, bodies and broken exchanges.
@Suite("Reading answers")
struct ResponseReadingTests {
    /// A call that is never retried and needs no session, so one stubbed answer decides it.
    static let unsafe = IvkoEndpoint.logout

    /// The error `endpoint` fails with when every request is answered with `reply`.
    static func error(of endpoint: IvkoEndpoint = .slides, for reply: StubTransport.Reply) async -> IvkoServiceError? {
        let stub = StubbedAPI(always: reply)
        do throws(IvkoServiceError) {
            _ = try await stub.api.call(endpoint)
            return nil
        } catch {
            return error
        }
    }

    @Test func unavailableKeepsItsRetryAfter() async {
        let page = StubTransport.Reply.text(503, "<html>busy</html>", headers: ["Retry-After": "5", "Content-Type": "text/html"])
        #expect(await Self.error(of: Self.unsafe, for: page) == .unavailable(retryAfter: .seconds(5), text: "<html>busy</html>"))
        let dated = StubTransport.Reply.text(503, "", headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"])
        #expect(await Self.error(of: Self.unsafe, for: dated) == .unavailable(retryAfter: .zero, text: ""))
    }

    /// A `Retry-After` date is measured from the API's injected clock, not from the machine's.
    @Test func aRetryAfterDateIsMeasuredWithTheInjectedClock() async throws {
        let now = try #require(RetryAfter.httpDate("Wed, 21 Oct 2015 07:26:30 GMT"))
        let stub = StubbedAPI(now: { now }) { _, _ in
            .text(503, "", headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"])
        }
        do throws(IvkoServiceError) {
            _ = try await stub.api.call(Self.unsafe)
            Issue.record("a 503 succeeded")
        } catch {
            #expect(error == .unavailable(retryAfter: .seconds(90), text: ""))
            #expect(error.description == "service unavailable, retry after 90 s")
        }
    }

    /// A body over its endpoint's limits is refused before it is parsed: by its bytes, or by the
    /// objects it holds.
    @Test func oversizedAnswersAreRefusedUnparsed() async {
        let page = IvkoEndpoint.products(page: 1, size: 10)
        let huge = "{\"products\": [" + Array(repeating: #"{"style":"x"}"#, count: 200_000).joined(separator: ",") + "]}"
        #expect(
            await Self.error(of: page, for: .json(huge))
                == .tooLarge(byteCount: huge.utf8.count, objectCount: nil, limits: .productPage))
        let objects = "{\"products\": [" + Array(repeating: "{}", count: 8_000).joined(separator: ",") + "]}"
        #expect(
            await Self.error(of: page, for: .json(objects))
                == .tooLarge(byteCount: objects.utf8.count, objectCount: 8_001, limits: .productPage))
        let answer = "{\"products\": [" + Array(repeating: "{}", count: 7_999).joined(separator: ",") + "]}"
        #expect(await Self.error(of: page, for: .json(answer)) == nil)
        // Other answers are smaller still: 10,000 objects.
        let cart = "{\"lines\": [" + Array(repeating: "{}", count: 10_000).joined(separator: ",") + "]}"
        #expect(
            await Self.error(of: .seasons, for: .json(cart))
                == .tooLarge(byteCount: cart.utf8.count, objectCount: 10_001, limits: .standard))
        #expect(IvkoEndpoint.productExport.responseLimits == .productExport)
    }

    @Test func otherStatuses() async {
        #expect(await Self.error(for: .text(504, "<html>timeout</html>")) == .gateway(status: 504, text: "<html>timeout</html>"))
        #expect(await Self.error(for: .text(501, "nope")) == .server(status: 501, text: "nope"))
        #expect(await Self.error(for: .text(404, "<html>404</html>")) == .unexpectedStatus(status: 404, text: "<html>404</html>"))
    }

    @Test func successWithoutJSON() async {
        #expect(
            await Self.error(for: .text(200, "<html>maintenance</html>"))
                == .invalidResponse(reason: "the body is not JSON: <html>maintenance</html>"))
        #expect(await Self.error(for: .status(200)) == .invalidResponse(reason: "the body is empty"))
    }

    /// The body reader the data layer uses for pages that arrive as bytes is the API's own.
    @Test func bodiesReadOutsideACallAreReadTheSame() throws {
        #expect(throws: IvkoServiceError.stock(message: "Sold out")) {
            try IvkoEndpoint.cart.json(fromBody: Data(#"{"result": "ERR", "type": "com.ivko.StockException", "message": "Sold out"}"#.utf8))
        }
        #expect(try IvkoEndpoint.slides.json(fromBody: Data("[]".utf8)) == .array([]))
        #expect(throws: IvkoServiceError.invalidResponse(reason: "the body is empty")) { try IvkoEndpoint.slides.json(fromBody: Data()) }
    }

    @Test func businessErrorsAreTypedByTheirType() async {
        #expect(
            await Self.error(for: .json(#"{"result": "ERR", "type": "com.ivko.shop.StockException", "message": "Sold out"}"#))
                == .stock(message: "Sold out"))
        #expect(
            await Self.error(for: .json(#"{"result": "ERR", "type": "ValidationException", "message": "Bad size"}"#))
                == .validation(message: "Bad size"))
        #expect(
            await Self.error(for: .json(#"{"result": "err", "type": "PaymentException", "message": "Declined"}"#))
                == .business(type: "PaymentException", message: "Declined"))
        #expect(
            await Self.error(for: .json(#"{"result": "ERR", "type": "AuthException", "message": null}"#))
                == .auth(message: ""))
        #expect(await Self.error(for: .json(#"{"result": "OK", "type": "StockException"}"#)) == nil)
    }

    @Test func brokenExchanges() async {
        #expect(await Self.error(for: .failure(.cannotConnect(reason: "refused"))) == .network(.cannotConnect(reason: "refused")))
        #expect(await Self.error(of: Self.unsafe, for: .failure(.timedOut)) == .network(.timedOut))
        #expect(await Self.error(of: Self.unsafe, for: .failure(.connectionLost(partial: nil))) == .network(.connectionLost))
        let cut = StubTransport.Reply.status(200, body: Data("{\"lines\": [".utf8), headers: ["Content-Length": "40"])
        #expect(await Self.error(of: Self.unsafe, for: cut) == .network(.truncated(expected: 40, received: 11)))
        #expect(await Self.error(for: .failure(.cancelled)) == .cancelled)
    }

    @Test func retriesOnlyForSafeCalls() async {
        let stub = StubbedAPI(always: .failure(.connectionLost(partial: nil)), credentials: IvkoCredentials(username: "a", password: "b"))
        _ = try? await stub.api.call(.seasons)
        #expect(stub.requests(to: "seasons.json").count == 3)
        _ = try? await stub.api.call(.logout)
        #expect(stub.requests(to: "logout").count == 1)
        _ = try? await stub.api.signIn(username: "a", password: "b")
        #expect(stub.requests(to: "login").count == 1)
    }

    @Test func assetsAreNotJSON() async {
        #expect(
            await Self.error(of: .asset(path: "img/a.jpg"), for: .status(200))
                == .invalidRequest(
                    reason: "assets are not JSON: fetch them with asset(_:ifNoneMatch:)"
                ))
    }

    @Test func descriptionsAreOneLine() {
        let error = IvkoServiceError.server(status: 500, text: "java.sql.SQLException: ORA-00060\n\tat oracle.jdbc")
        #expect(error.description == "server failure 500: java.sql.SQLException: ORA-00060")
        #expect(IvkoServiceError.stock(message: "Sold out").businessMessage == "Sold out")
        #expect(IvkoServiceError.gateway(status: 502, text: "").businessMessage == nil)
        #expect(IvkoServiceError.noSession(message: "").needsSignIn)
    }
}
