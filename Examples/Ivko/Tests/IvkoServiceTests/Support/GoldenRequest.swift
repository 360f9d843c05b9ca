import Foundation
import IvkoService
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The base URL of the golden tests.
let goldenBase = URL(string: "http://127.0.0.1:8080/ivko/api/")!

/// A request exactly as it must be built: method, URL with query, every header, body bytes.
struct GoldenRequest {
    var method: String
    var url: String
    var headers: [String: String]
    var body: String?
    var timeout: TimeInterval = 30

    /// Checks that `endpoint` builds exactly this request with `sessionID`.
    func expectBuilt(by endpoint: IvkoEndpoint, sessionID: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let request = try endpoint.urlRequest(baseURL: goldenBase, sessionID: sessionID)
        #expect(request.httpMethod == method, sourceLocation: sourceLocation)
        #expect(request.url?.absoluteString == url, sourceLocation: sourceLocation)
        #expect(request.allHTTPHeaderFields ?? [:] == headers, sourceLocation: sourceLocation)
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == body, sourceLocation: sourceLocation)
        #expect(request.timeoutInterval == timeout, sourceLocation: sourceLocation)
        #expect(request.cachePolicy == .reloadIgnoringLocalCacheData, sourceLocation: sourceLocation)
        #expect(request.httpShouldHandleCookies == false, sourceLocation: sourceLocation)
    }

    /// A GET of a catalog endpoint (no session, JSON).
    static func catalogGET(_ path: String, timeout: TimeInterval = 30) -> GoldenRequest {
        GoldenRequest(method: "GET", url: goldenBase.absoluteString + path, headers: ["Accept": "application/json"], timeout: timeout)
    }

    /// A GET of an account endpoint with session `S1`.
    static func sessionGET(_ path: String) -> GoldenRequest {
        GoldenRequest(method: "GET", url: goldenBase.absoluteString + path, headers: ["Accept": "application/json", "X-Session": "S1"])
    }

    /// A JSON request with session `S1` and `body`.
    static func sessionJSON(_ method: String, _ path: String, body: String) -> GoldenRequest {
        GoldenRequest(
            method: method, url: goldenBase.absoluteString + path,
            headers: ["Accept": "application/json", "X-Session": "S1", "Content-Type": "application/json; charset=utf-8"],
            body: body
        )
    }
}

/// One of every endpoint, for checks that must cover them all.
let everyEndpoint: [IvkoEndpoint] = [
    .slides, .seasons, .colors, .products(page: 1, size: 500), .productExport, .details(style: "W26KD0112"),
    .asset(path: "img/promo/W26KD0112_p.jpg"), .login(username: "demo", password: "demo"), .logout,
    .customer, .balance, .addresses, .cart, .addCartLine(style: "W26KD0112", color: "31", size: "S", qty: 1),
    .deleteCartLine(lineId: "17"),
    .placeOrder(clientRef: "6f9619ff-8b86-d011-b42d-00c04fc964ff", addressId: "1", lines: []), .orders,
    .stores,
]
