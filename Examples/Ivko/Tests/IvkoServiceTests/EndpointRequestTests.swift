import Foundation
import FoundationNetworking
import IvkoService
import Testing

@Suite("Golden requests: every endpoint builds exactly its request")
struct EndpointRequestTests {
    @Test func catalog() throws {
        try GoldenRequest.catalogGET("slides.json").expectBuilt(by: .slides)
        try GoldenRequest.catalogGET("seasons.json").expectBuilt(by: .seasons)
        try GoldenRequest.catalogGET("colors.json").expectBuilt(by: .colors)
        try GoldenRequest.catalogGET("stores.json").expectBuilt(by: .stores)
        try GoldenRequest.catalogGET("products.json?page=2&size=100").expectBuilt(by: .products(page: 2, size: 100))
        try GoldenRequest.catalogGET("products.json?page=3&size=500").expectBuilt(by: .products(page: 3))
        try GoldenRequest.catalogGET("products.json", timeout: 300).expectBuilt(by: .productExport)
        try GoldenRequest.catalogGET("details?style=W26NR0031").expectBuilt(by: .details(style: "W26NR0031"))
    }

    @Test func queryValuesAreFormEncoded() throws {
        try GoldenRequest.catalogGET("details?style=W26+K%26D%3D1%2B%C5%BE").expectBuilt(by: .details(style: "W26 K&D=1+ž"))
    }

    @Test func assets() throws {
        let plain = GoldenRequest(
            method: "GET", url: "http://127.0.0.1:8080/ivko/api/assets/img/promo/W26KD0112_p.jpg",
            headers: ["Accept": "*/*"], timeout: 300
        )
        try plain.expectBuilt(by: .asset(path: "img/promo/W26KD0112_p.jpg"))
        let escaped = GoldenRequest(
            method: "GET", url: "http://127.0.0.1:8080/ivko/api/assets/look%20books/W26%20%C5%BEuto%3F%23.pdf",
            headers: ["Accept": "*/*"], timeout: 300
        )
        try escaped.expectBuilt(by: .asset(path: "look books/W26 žuto?#.pdf"))
    }

    @Test func login() throws {
        let form = ["Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded; charset=utf-8"]
        try GoldenRequest(
            method: "POST", url: "http://127.0.0.1:8080/ivko/api/login", headers: form, body: "username=demo&password=demo"
        ).expectBuilt(by: .login(username: "demo", password: "demo"))
        try GoldenRequest(
            method: "POST", url: "http://127.0.0.1:8080/ivko/api/login", headers: form,
            body: "username=jelena+p.%40ivko&password=p%26ss%3Dw%2Brd+100%25+%C5%BEuto%2F%3F%23%7E"
        ).expectBuilt(by: .login(username: "jelena p.@ivko", password: "p&ss=w+rd 100% žuto/?#~"))
    }

    @Test func logout() throws {
        try GoldenRequest(
            method: "POST", url: "http://127.0.0.1:8080/ivko/api/logout", headers: ["Accept": "application/json", "X-Session": "S1"]
        ).expectBuilt(by: .logout, sessionID: "S1")
        try GoldenRequest(
            method: "POST", url: "http://127.0.0.1:8080/ivko/api/logout", headers: ["Accept": "application/json"]
        ).expectBuilt(by: .logout)
    }

    @Test func account() throws {
        try GoldenRequest.sessionGET("customer").expectBuilt(by: .customer, sessionID: "S1")
        try GoldenRequest.sessionGET("customer/balance").expectBuilt(by: .balance, sessionID: "S1")
        try GoldenRequest.sessionGET("customer/addresses").expectBuilt(by: .addresses, sessionID: "S1")
        try GoldenRequest.sessionGET("orders").expectBuilt(by: .orders, sessionID: "S1")
    }

    @Test func cart() throws {
        try GoldenRequest.sessionGET("cart").expectBuilt(by: .cart, sessionID: "S1")
        try GoldenRequest.sessionJSON("POST", "cart/lines", body: #"{"color":"31","qty":2,"size":"S","style":"W26KD0112"}"#)
            .expectBuilt(by: .addCartLine(style: "W26KD0112", color: "31", size: "S", qty: 2), sessionID: "S1")
        try GoldenRequest(
            method: "DELETE", url: "http://127.0.0.1:8080/ivko/api/cart/lines/17",
            headers: ["Accept": "application/json", "X-Session": "S1"]
        ).expectBuilt(by: .deleteCartLine(lineId: "17"), sessionID: "S1")
        try GoldenRequest(
            method: "DELETE", url: "http://127.0.0.1:8080/ivko/api/cart/lines/1%2F7%3F",
            headers: ["Accept": "application/json", "X-Session": "S1"]
        ).expectBuilt(by: .deleteCartLine(lineId: "1/7?"), sessionID: "S1")
    }

    @Test func placeOrder() throws {
        let lines = [
            IvkoOrderLine(style: "W26KD0112", color: "31", size: "S", qty: 1),
            IvkoOrderLine(style: "W26NR0031", color: "12", size: "M", qty: 2),
        ]
        let body =
            #"{"addressId":"1","clientRef":"6f9619ff-8b86-d011-b42d-00c04fc964ff","lines":["#
            + #"{"color":"31","qty":1,"size":"S","style":"W26KD0112"},{"color":"12","qty":2,"size":"M","style":"W26NR0031"}]}"#
        try GoldenRequest.sessionJSON("POST", "orders", body: body).expectBuilt(
            by: .placeOrder(clientRef: "6f9619ff-8b86-d011-b42d-00c04fc964ff", addressId: "1", lines: lines), sessionID: "S1"
        )
    }

    @Test func jsonBodiesEscapeText() throws {
        let request = try IvkoEndpoint.addCartLine(style: #"W26"KD\0112/"#, color: "3ž", size: "S", qty: 1)
            .urlRequest(baseURL: goldenBase, sessionID: "S1")
        let body = try #require(request.httpBody)
        #expect(
            try JSONValue(parsing: body)
                == .object([
                    "style": .string(#"W26"KD\0112/"#), "color": .string("3ž"), "size": .string("S"), "qty": .number(1),
                ]))
    }

    @Test func baseURLWithoutFinalSlash() throws {
        let base = try #require(URL(string: "https://shop.example/ivko/api"))
        #expect(try IvkoEndpoint.cart.url(relativeTo: base).absoluteString == "https://shop.example/ivko/api/cart")
    }

    @Test(arguments: [
        IvkoEndpoint.products(page: 0, size: 500), .products(page: 1, size: 0), .asset(path: ""),
        .asset(path: "/etc/passwd"), .asset(path: "img/../../login"), .asset(path: "img/./x.jpg"), .asset(path: "img//x.jpg"),
    ])
    func invalidInputIsRefused(endpoint: IvkoEndpoint) {
        #expect {
            try endpoint.urlRequest(baseURL: goldenBase)
        } throws: { error in
            if case .invalidRequest = error as? IvkoServiceError { return true }
            return false
        }
    }

    @Test func baseURLMustBeHTTP() throws {
        let base = try #require(URL(string: "file:///tmp/ivko/"))
        #expect(throws: IvkoServiceError.invalidRequest(reason: "the base URL must be an http(s) URL with a host")) {
            try IvkoEndpoint.slides.urlRequest(baseURL: base)
        }
    }

    @Test func sessionAndRetrySafety() {
        let needingSession = everyEndpoint.filter(\.requiresSession).map(\.relativePath)
        #expect(
            needingSession == [
                "customer", "customer/balance", "customer/addresses", "cart", "cart/lines", "cart/lines/17", "orders", "orders",
            ])
        let safe = everyEndpoint.filter(\.isSafeToRetry).map(\.description)
        #expect(
            safe == [
                "GET slides.json", "GET seasons.json", "GET colors.json", "GET products.json", "GET products.json", "GET details",
                "GET assets/img/promo/W26KD0112_p.jpg", "GET customer", "GET customer/balance", "GET customer/addresses",
                "GET cart", "POST orders", "GET orders", "GET stores.json",
            ])
    }

    @Test func descriptionsNeverShowPasswords() {
        let endpoint = IvkoEndpoint.login(username: "demo", password: "s3cret")
        #expect(!"\(endpoint)".contains("s3cret"))
        #expect(!String(reflecting: endpoint).contains("s3cret"))
        #expect(!"\(IvkoCredentials(username: "demo", password: "s3cret"))".contains("s3cret"))
        #expect(!"\(IvkoSession(id: "ABC123", ttl: 1800, opened: Date()))".contains("ABC123"))
    }
}
