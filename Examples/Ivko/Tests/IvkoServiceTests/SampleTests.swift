import Foundation
import IvkoService
import Networking
import NetworkingTestSupport
import Testing

/// Every sample answer of the backend goes through the API, stubbed with the status and content
/// type the samples README gives, and comes out as the JSON it holds or as the right typed error.
@Suite("Samples through the API")
struct SampleTests {
    /// Which endpoint answers each sample, and how the sample is served.
    static let cases: [(sample: String, endpoint: IvkoEndpoint)] = [
        ("cart-out-of-stock.json", .addCartLine(style: "W26NR0031", color: "45", size: "XL", qty: 1)),
        ("cart.json", .cart),
        ("colors.json", .colors),
        ("customer-addresses.json", .addresses),
        ("customer-balance.json", .balance),
        ("customer.json", .customer),
        ("details-W26NR0031.json", .details(style: "W26NR0031")),
        ("details-unknown-style.json", .details(style: "W26XX9999")),
        ("error-500-sql.txt", .products(page: 1)),
        ("error-502.html", .slides),
        ("error-session-expired.json", .orders),
        ("login-ok.json", .login(username: "demo", password: "demo")),
        ("login-wrong-password.json", .login(username: "demo", password: "wrong")),
        ("order-ok.json", .placeOrder(clientRef: "6f9619ff-8b86-d011-b42d-00c04fc964ff", addressId: "1", lines: [])),
        ("orders.json", .orders),
        ("products-page1.json", .products(page: 1)),
        ("seasons.json", .seasons),
        ("slides.json", .slides),
        ("stores.json", .stores),
    ]

    /// The reply that serves `sample` as the README says: 500 with a JSON content type for the
    /// SQL exception, 502 `text/html` for the gateway page, 200 JSON for the rest.
    static func reply(serving sample: String) -> StubTransport.Reply {
        switch sample {
        case "error-500-sql.txt": .file(Samples.url(sample), status: 500, headers: StubbedAPI.jsonHeaders)
        case "error-502.html": .file(Samples.url(sample), status: 502, headers: ["Content-Type": "text/html"])
        default: .sample(sample)
        }
    }

    /// An API signed in as `demo` whose `login` answers `login-ok.json` and everything else `sample`.
    static func api(serving sample: String) -> StubbedAPI {
        StubbedAPI(credentials: IvkoCredentials(username: "demo", password: "demo")) { request, _ in
            request.relativePath == "login" && !sample.hasPrefix("login") ? .sample("login-ok.json") : reply(serving: sample)
        }
    }

    @Test func everySampleHasACase() throws {
        #expect(Set(try Samples.all()) == Set(Self.cases.map(\.sample)))
    }

    @Test(arguments: [
        "cart.json", "colors.json", "customer-addresses.json", "customer-balance.json", "customer.json",
        "details-W26NR0031.json", "order-ok.json", "orders.json", "products-page1.json", "seasons.json", "slides.json",
        "login-ok.json", "stores.json",
    ])
    func answersComeOutAsTheirJSON(sample: String) async throws {
        let endpoint = try #require(Self.cases.first { $0.sample == sample }?.endpoint)
        let stub = Self.api(serving: sample)
        let json = try await stub.api.call(endpoint)
        #expect(json == (try Samples.json(sample)))
        #expect(stub.transport.requests.count == (endpoint.requiresSession ? 2 : 1))
    }

    @Test func signInKeepsTheSession() async throws {
        let stub = Self.api(serving: "login-ok.json")
        let session = try await stub.api.signIn(username: "demo", password: "demo")
        #expect(session.id == "8F14E45FCEEA167A5A36DEDD4BEA2543")
        #expect(session.ttl == 1800)
        #expect(await stub.api.currentSession == session)
        #expect(stub.events.values == [.signedIn])
    }

    @Test func wrongPassword() async throws {
        let stub = Self.api(serving: "login-wrong-password.json")
        await #expect(throws: IvkoServiceError.auth(message: "Invalid credentials")) {
            try await stub.api.signIn(username: "demo", password: "wrong")
        }
        #expect(await stub.api.currentSession == nil)
        #expect(stub.transport.requests.count == 1)
    }

    @Test func outOfStock() async throws {
        let stub = Self.api(serving: "cart-out-of-stock.json")
        await #expect(throws: IvkoServiceError.stock(message: "Not enough stock for W26NR0031 / 45 / XL")) {
            try await stub.api.call(.addCartLine(style: "W26NR0031", color: "45", size: "XL", qty: 1))
        }
    }

    @Test func unknownStyle() async throws {
        let stub = Self.api(serving: "details-unknown-style.json")
        await #expect(throws: IvkoServiceError.notFound(message: "Style not found")) {
            try await stub.api.call(.details(style: "W26XX9999"))
        }
    }

    @Test func sqlExceptionKeepsItsText() async throws {
        let stub = Self.api(serving: "error-500-sql.txt")
        let text = try Samples.text("error-500-sql.txt")
        await #expect(throws: IvkoServiceError.server(status: 500, text: text)) {
            try await stub.api.call(.products(page: 1))
        }
        #expect(stub.transport.requests.count == 3, "a GET is retried up to the policy's 3 attempts")
    }

    @Test func sqlExceptionOnACartChangeIsNotRetried() async throws {
        let stub = Self.api(serving: "error-500-sql.txt")
        let text = try Samples.text("error-500-sql.txt")
        await #expect(throws: IvkoServiceError.server(status: 500, text: text)) {
            try await stub.api.call(.addCartLine(style: "W26NR0031", color: "12", size: "M", qty: 1))
        }
        #expect(stub.requests(to: "cart/lines").count == 1)
    }

    @Test func gatewayPage() async throws {
        let stub = Self.api(serving: "error-502.html")
        await #expect(throws: IvkoServiceError.gateway(status: 502, text: try Samples.text("error-502.html"))) {
            try await stub.api.call(.slides)
        }
        #expect(stub.transport.requests.count == 3)
    }

    /// The session a sign-in just opened is gone too: the credentials work, so the failure is one
    /// to try again, not one that sends the user to the sign-in screen.
    @Test func sessionExpiredTwice() async throws {
        let stub = Self.api(serving: "error-session-expired.json")
        try await stub.api.signIn(username: "demo", password: "demo")
        await #expect(throws: IvkoServiceError.sessionLost(message: "Session expired")) {
            try await stub.api.call(.orders)
        }
        #expect(IvkoServiceError.sessionLost(message: "Session expired").needsSignIn == false)
        #expect(stub.requests(to: "login").count == 2, "the sign-in, then one more when the session is gone")
        #expect(stub.requests(to: "orders").count == 2, "the call is repeated once")
        #expect(stub.events.values == [.signedIn, .renewed])
    }
}
