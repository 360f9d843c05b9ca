import AsyncTestSupport
import Foundation
import Networking
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
import NetworkingTestSupport
#endif

/// Retries, cancellation and the in-flight limit against a real server, through both transports.
@Suite("Retries, cancellation and limits on a real server", .waitLimit(.seconds(300)))
struct ServerRetryTests {
    @Test("Retry-After in seconds sets the wait, asked of the injected sleeper", arguments: TransportKind.allCases)
    func retryAfterSeconds(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = UUID().uuidString
        let sleeper = RecordingSleeper()
        let configuration = NetworkSession.Configuration(sleeper: sleeper, random: { 1 })
        let payload = try await kind.withSession(configuration) {
            await $0.send(URLRequest(url: server.url("/retry-after/\(key)/7")))
        }

        #expect(payload.error == nil)
        #expect(payload.data == Data("ready".utf8))
        #expect(payload.attempts == 2)
        #expect(sleeper.delays == [.seconds(7)])
        #expect(server.ledger.entry(key).calls == 2)
    }

    @Test("Retry-After as an HTTP date is measured from the injected clock", arguments: TransportKind.allCases)
    func retryAfterDate(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = UUID().uuidString
        let sleeper = RecordingSleeper()
        let now = Date(timeIntervalSince1970: 1_445_412_450) // Wed, 21 Oct 2015 07:27:30 GMT
        let configuration = NetworkSession.Configuration(sleeper: sleeper, now: { now })
        let date = "Wed, 21 Oct 2015 07:28:00 GMT".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let payload = try await kind.withSession(configuration) {
            await $0.send(URLRequest(url: server.url("/retry-after/\(key)/\(date)")))
        }

        #expect(payload.error == nil)
        #expect(sleeper.delays == [.seconds(30)])
    }

    @Test("a POST is not retried; the same GET is, until it gives up", arguments: TransportKind.allCases)
    func postNotRetried(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let postKey = UUID().uuidString
        let getKey = UUID().uuidString
        let sleeper = RecordingSleeper()
        let configuration = NetworkSession.Configuration(sleeper: sleeper)
        let (post, get) = try await kind.withSession(configuration) { session in
            var post = URLRequest(url: server.url("/count/\(postKey)"))
            post.httpMethod = "POST"
            post.httpBody = Data("{\"order\":1}".utf8)
            return (await session.send(post), await session.send(URLRequest(url: server.url("/count/\(getKey)"))))
        }

        #expect(post.attempts == 1)
        #expect(post.status == 503)
        #expect(post.error?.kind == .unacceptableStatus)
        #expect(server.ledger.entry(postKey).calls == 1)

        #expect(get.attempts == 3)
        #expect(server.ledger.entry(getKey).calls == 3)
        guard case .retriesExhausted(3, .unacceptableStatus(let last))? = get.error else {
            Issue.record("expected retriesExhausted, got \(String(describing: get.error))")
            return
        }
        #expect(last.body.data == Data("unavailable".utf8))
        #expect(sleeper.delays.count == 2)
    }

    @Test("cancelling the task mid-flight ends the request at once, with no retry", arguments: TransportKind.allCases)
    func cancellationMidFlight(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = UUID().uuidString
        let gate = server.gates.gate(key)
        defer { gate.open() }
        let sleeper = RecordingSleeper()
        let configuration = NetworkSession.Configuration(sleeper: sleeper)
        let payload = try await kind.withSession(configuration) { session in
            let request = Task { await session.send(server.heldRequest(key)) }
            defer { request.cancel() }
            try await waitUntil("the server holds the request") { gate.holding == 1 }
            request.cancel()
            return try await request.boundedValue("the cancelled request ends")
        }

        // The server still holds its answer (the gate opens only when the test ends), so the
        // request ended on the cancel alone.
        #expect(payload.error == .cancelled)
        #expect(payload.attempts == 1)
        #expect(sleeper.delays.isEmpty)
        let entry = server.ledger.entry(key)
        #expect(entry.calls == 1)
        #expect(entry.completed == 0, "the server was still working when the client gave up")
    }

    @Test("no more requests are in flight than the session allows; the rest wait for a slot", arguments: TransportKind.allCases)
    func inFlightLimit(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = UUID().uuidString
        let gate = server.gates.gate(key)
        defer { gate.open() }
        let configuration = NetworkSession.Configuration(concurrency: .fixed(3), retryPolicy: .never)
        let payloads = try await kind.withSession(configuration) { session in
            let requests = (0..<12).map { _ in
                Task { await session.send(server.heldRequest(key)) }
            }
            defer { requests.forEach { $0.cancel() } }
            try await waitUntil("3 requests are held at the server and 9 wait for a slot") {
                let waiting = session.concurrency().waitingTotal
                return gate.holding == 3 && waiting == 9
            }
            #expect(server.ledger.entry(key).calls == 3, "none but the 3 with a slot reached the server")
            gate.open()
            var payloads: [NetworkPayload] = []
            for (index, request) in requests.enumerated() {
                payloads.append(try await request.boundedValue("request \(index) ends"))
            }
            return payloads
        }

        #expect(payloads.allSatisfy { $0.error == nil && $0.data == Data("held".utf8) })
        let entry = server.ledger.entry(key)
        #expect(entry.calls == 12)
        #expect(entry.maxInFlight == 3)
    }
}
