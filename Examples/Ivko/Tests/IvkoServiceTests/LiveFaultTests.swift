import Foundation
import IvkoBackend
import IvkoService
import NetworkingTestSupport
import Testing

/// One injected fault and what the API must make of it.
struct FaultCase: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        /// The call succeeds after this many requests to the path.
        case succeeds(requests: Int)
        /// The call fails with an error `matches` accepts, after this many requests to the path.
        case fails(requests: Int, matches: @Sendable (IvkoServiceError) -> Bool)
    }

    let fault: BackendFault
    let count: Int
    let endpoint: IvkoEndpoint
    let outcome: Outcome

    var testDescription: String { "\(fault.name) ×\(count) on \(endpoint)" }
}

@Suite("Injected faults against the running backend")
struct LiveFaultTests {
    static let cartLine = IvkoEndpoint.addCartLine(style: "STYLE", color: "", size: "", qty: 1)

    static let cases: [FaultCase] = [
        FaultCase(fault: .serverError, count: 1, endpoint: .products(page: 1, size: 10), outcome: .succeeds(requests: 2)),
        FaultCase(
            fault: .serverError, count: 3, endpoint: .details(style: "STYLE"),
            outcome: .fails(requests: 3) {
                if case .server(500, let text) = $0 { return text.contains("ORA-00060") }
                return false
            }),
        FaultCase(
            fault: .serverError, count: 1, endpoint: cartLine,
            outcome: .fails(requests: 1) {
                if case .server(500, let text) = $0 { return text.hasPrefix("java.sql.SQLException: ORA-00060") }
                return false
            }),
        FaultCase(fault: .badGateway, count: 1, endpoint: .seasons, outcome: .succeeds(requests: 2)),
        FaultCase(
            fault: .badGateway, count: 3, endpoint: .seasons,
            outcome: .fails(requests: 3) {
                if case .gateway(502, let text) = $0 { return text.contains("502 Bad Gateway") }
                return false
            }),
        FaultCase(fault: .gatewayTimeout, count: 1, endpoint: .cart, outcome: .succeeds(requests: 2)),
        FaultCase(
            fault: .gatewayTimeout, count: 1, endpoint: cartLine,
            outcome: .fails(requests: 1) {
                if case .gateway(504, _) = $0 { return true }
                return false
            }),
        FaultCase(fault: .serviceUnavailable(retryAfter: 7), count: 1, endpoint: .colors, outcome: .succeeds(requests: 2)),
        FaultCase(
            fault: .serviceUnavailable(retryAfter: 7), count: 1, endpoint: cartLine,
            outcome: .fails(requests: 1) {
                if case .unavailable(retryAfter: .seconds(7)?, _) = $0 { return true }
                return false
            }),
        FaultCase(fault: .truncate, count: 1, endpoint: .customer, outcome: .succeeds(requests: 2)),
        FaultCase(
            fault: .truncate, count: 1, endpoint: cartLine,
            outcome: .fails(requests: 1) {
                if case .network(.truncated) = $0 { return true }
                return false
            }),
        FaultCase(fault: .drop, count: 1, endpoint: .slides, outcome: .succeeds(requests: 2)),
        FaultCase(
            fault: .drop, count: 1, endpoint: cartLine,
            outcome: .fails(requests: 1) {
                if case .network(.connectionLost) = $0 { return true }
                return false
            }),
        FaultCase(
            fault: .drop, count: 1, endpoint: .login(username: "demo", password: "demo"),
            outcome: .fails(requests: 1) {
                if case .network(.connectionLost) = $0 { return true }
                return false
            }),
    ]

    @Test(arguments: cases)
    func fault(_ test: FaultCase) async throws {
        try await LiveBackend.with { backend in
            try await backend.signIn()
            let (style, stock) = try backend.productInStock()
            let endpoint = Self.resolve(test.endpoint, style: style, stock: stock)
            let before = backend.server.counters
            backend.server.faults.script(test.fault, path: endpoint.relativePath, count: test.count)
            let result: Result<JSONValue, IvkoServiceError>
            do throws(IvkoServiceError) {
                result = .success(try await backend.api.call(endpoint))
            } catch {
                result = .failure(error)
            }
            let after = backend.server.counters
            let requests = after.requests(to: endpoint.relativePath) - before.requests(to: endpoint.relativePath)
            switch (test.outcome, result) {
            case (.succeeds(let expected), .success):
                #expect(requests == expected)
            case (.fails(let expected, let matches), .failure(let error)):
                #expect(matches(error), "unexpected error: \(error)")
                #expect(requests == expected)
            default:
                Issue.record("unexpected outcome: \(result)")
            }
            #expect(
                after.loginAttempts - before.loginAttempts == (endpoint.relativePath == "login" ? 1 : 0),
                "a fault never causes a sign-in")
        }
    }

    @Test func retryAfterSetsTheWait() async throws {
        try await LiveBackend.with { backend in
            backend.server.faults.script(.serviceUnavailable(retryAfter: 7), path: "colors.json", count: 2)
            let colors = try await backend.api.call(.colors)
            #expect(colors["colors"]?.objectValue?.isEmpty == false)
            #expect(backend.sleeper.delays == [.seconds(7), .seconds(7)])
        }
    }

    /// Fills a case's placeholder style with a product the backend has in stock.
    static func resolve(_ endpoint: IvkoEndpoint, style: String, stock: StockEntry) -> IvkoEndpoint {
        switch endpoint {
        case .addCartLine: .addCartLine(style: style, color: stock.color, size: stock.size, qty: 1)
        case .details: .details(style: style)
        default: endpoint
        }
    }
}
