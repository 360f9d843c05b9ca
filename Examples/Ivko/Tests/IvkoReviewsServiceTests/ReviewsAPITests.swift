import Foundation
import IvkoReviewsService
import Logging
import Networking
import NetworkingTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The wrapper over a stub transport: statuses and lost connections as typed errors, never retried.
@Suite("Reviews API")
struct ReviewsAPITests {
    func api(_ replies: [StubTransport.Reply]) throws -> (ReviewsAPI, StubTransport) {
        let stub = StubTransport(sleeper: RecordingSleeper(), replies: replies)
        var quiet = Logger(label: "test")
        quiet.logLevel = .critical
        let network = NetworkSession(
            transport: stub, configuration: NetworkSession.Configuration(sleeper: RecordingSleeper()), logger: quiet)
        return (ReviewsAPI(network: network, baseURL: try #require(URL(string: "http://reviews.test/rr/v2/")), logger: quiet), stub)
    }

    @Test("A feed arrives as its values")
    func feed() async throws {
        let (api, stub) = try api([
            .text(200, "<ratingsFeed version=\"2.1\"><product sku=\"W26KD0112\"><count>3</count></product></ratingsFeed>")
        ])
        let feed = try await api.feed(for: "W26KD0112", limit: 3)
        #expect(feed == ReviewsFeed(sku: "W26KD0112", count: "3"))
        #expect(stub.requests.map(\.url?.absoluteString) == ["http://reviews.test/rr/v2/products/W26KD0112.xml?max=3"])
    }

    @Test(
        "Failures are typed and asked once: 500, 503, a 404 page, no connection",
        arguments: [
            (StubTransport.Reply.text(500, "<html>boom</html>"), ReviewsServiceError.server(status: 500)),
            (.text(503, "busy", headers: ["Retry-After": "1"]), .server(status: 503)),
            (.text(404, "<html>no</html>", headers: ["Content-Type": "text/html"]), .unexpectedStatus(404)),
            (.failure(.cannotConnect(reason: "refused")), .network(reason: "cannot connect: refused")),
        ])
    func failures(_ reply: StubTransport.Reply, _ expected: ReviewsServiceError) async throws {
        let (api, stub) = try api([reply])
        await #expect(throws: expected) { try await api.feed(for: "W26KD0112") }
        #expect(stub.requests.count == 1, "a feed is never retried: the page would not wait for a second try")
    }
}
