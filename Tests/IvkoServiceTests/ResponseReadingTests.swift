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
        #expect(await Self.error(of: Self.unsafe, for: page) == .unavailable(retryAfter: 5, text: "<html>busy</html>"))
        let dated = StubTransport.Reply.text(503, "", headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"])
        #expect(await Self.error(of: Self.unsafe, for: dated) == .unavailable(retryAfter: 0, text: ""))
    }

    @Test func otherStatuses() async {
        #expect(await Self.error(for: .text(504, "<html>timeout</html>")) == .gateway(status: 504, text: "<html>timeout</html>"))
        #expect(await Self.error(for: .text(501, "nope")) == .server(status: 501, text: "nope"))
        #expect(await Self.error(for: .text(404, "<html>404</html>")) == .unexpectedStatus(status: 404, text: "<html>404</html>"))
    }

    @Test func successWithoutJSON() async {
        #expect(await Self.error(for: .text(200, "<html>maintenance</html>")) == .invalidResponse(reason: "the body is not JSON: <html>maintenance</html>"))
        #expect(await Self.error(for: .status(200)) == .invalidResponse(reason: "the body is empty"))
    }

    @Test func businessErrorsAreTypedByTheirType() async {
        #expect(await Self.error(for: .json(#"{"result": "ERR", "type": "com.ivko.shop.StockException", "message": "Sold out"}"#))
            == .stock(message: "Sold out"))
        #expect(await Self.error(for: .json(#"{"result": "ERR", "type": "ValidationException", "message": "Bad size"}"#))
            == .validation(message: "Bad size"))
        #expect(await Self.error(for: .json(#"{"result": "err", "type": "PaymentException", "message": "Declined"}"#))
            == .business(type: "PaymentException", message: "Declined"))
        #expect(await Self.error(for: .json(#"{"result": "ERR", "type": "AuthException", "message": null}"#))
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
        #expect(await Self.error(of: .asset(path: "img/a.jpg"), for: .status(200)) == .invalidRequest(
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
