import AsyncTestSupport
import Foundation
import Networking
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Failures as a real server produces them, through both transports.
@Suite("Server failures reach the caller intact")
struct ServerFailureTests {
    @Test("a 500 with a plain-text body labelled JSON keeps status, headers and body", arguments: TransportKind.allCases)
    func serverErrorKeepsBody(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let payload = try await kind.withSession { await $0.send(URLRequest(url: server.url("/sql-error"))) }

        guard case .unacceptableStatus(let response)? = payload.error else {
            Issue.record("expected unacceptableStatus, got \(String(describing: payload.error))")
            return
        }
        #expect(response.status == 500)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.body.data.map { String(decoding: $0, as: UTF8.self) } == TestRoutes.sqlErrorText)
        #expect(payload.response == response)
        #expect(payload.attempts == 1)
    }

    @Test("a body shorter than its Content-Length is reported as truncated", arguments: TransportKind.allCases)
    func truncatedBody(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let payload = try await kind.withSession { await $0.send(URLRequest(url: server.url("/truncated"))) }

        guard kind.keepsPartialResponses else {
            #expect(payload.error == .connectionLost(partial: nil), "Foundation keeps nothing of a buffered transfer that broke off")
            return
        }
        guard case .truncatedBody(let expected, let received, let partial)? = payload.error else {
            Issue.record("expected truncatedBody, got \(String(describing: payload.error))")
            return
        }
        #expect(expected == 1000)
        #expect(received <= 100)
        #expect(partial.status == 200)
        #expect(partial.body.byteCount == received)
    }

    @Test("a connection closed before any response is reported as lost", arguments: TransportKind.allCases)
    func droppedBeforeResponse(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let payload = try await kind.withSession { await $0.send(URLRequest(url: server.url("/drop"))) }

        #expect(payload.error == .connectionLost(partial: nil))
        #expect(payload.response == nil)
    }

    @Test("a chunked body cut off keeps the status that arrived", arguments: TransportKind.allCases)
    func droppedMidBody(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let payload = try await kind.withSession { await $0.send(URLRequest(url: server.url("/drop-mid-body"))) }

        guard kind.keepsPartialResponses else {
            #expect(payload.error == .connectionLost(partial: nil), "Foundation keeps nothing of a buffered transfer that broke off")
            return
        }
        guard case .connectionLost(let partial?)? = payload.error else {
            Issue.record("expected connectionLost with a partial response, got \(String(describing: payload.error))")
            return
        }
        #expect(partial.status == 200)
    }

    @Test("a refused connection is reported as cannot-connect", arguments: TransportKind.allCases)
    func refusedConnection(kind: TransportKind) async throws {
        let payload = try await kind.withSession { await $0.send(URLRequest(url: URL(string: "http://127.0.0.1:1/")!)) }

        #expect(payload.error?.kind == .cannotConnect)
    }

    @Test("a 401 Basic challenge returns the 401 instead of hanging", .stretchedTimeLimit(minutes: 5), arguments: TransportKind.allCases)
    func basicChallengeReturns(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let payload = try await kind.withSession { await $0.send(URLRequest(url: server.url("/basic"))) }

        guard case .unacceptableStatus(let response)? = payload.error else {
            Issue.record("expected the 401 as unacceptableStatus, got \(String(describing: payload.error))")
            return
        }
        #expect(response.status == 401)
        #expect(response.headers["WWW-Authenticate"] == "Basic realm=\"ivko\"")
        #expect(response.body.data == Data("authentication required".utf8))
    }
}
