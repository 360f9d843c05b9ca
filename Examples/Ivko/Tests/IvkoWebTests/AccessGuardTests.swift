import Testing

@testable import IvkoWeb

/// The door of the browser server: the secret once in the address, the cookie after, the host and
/// the origin a WebSocket must come from.
struct AccessGuardTests {
    let access = AccessGuard(secret: SessionSecret(text: "0123456789abcdef0123456789abcdef"), port: 8123)
    let host = "127.0.0.1:8123"

    @Test func aRequestWithoutTheSecretIsForbidden() {
        #expect(access.decide(path: "/", query: nil, host: host, cookies: []) == .forbid)
        #expect(access.decide(path: "/cart", query: "key=wrong", host: host, cookies: []) == .forbid)
        #expect(access.decide(path: "/", query: nil, host: host, cookies: ["ivko-key=wrong"]) == .forbid)
    }

    @Test func theKeyAdmitsOnceToThePathWithoutIt() {
        let decision = access.decide(path: "/product/A1", query: "key=0123456789abcdef0123456789abcdef", host: host, cookies: [])
        #expect(decision == .admit(location: "/product/A1"))
        #expect(access.cookie.contains("HttpOnly"))
        #expect(access.cookie.contains("SameSite=Strict"))
    }

    @Test func theCookieAdmitsEveryLaterRequest() {
        let cookies = ["theme=dark; ivko-key=0123456789abcdef0123456789abcdef"]
        #expect(access.decide(path: "/ivko-assets/shop.js", query: nil, host: host, cookies: cookies) == .allow)
    }

    @Test func anotherHostIsForbiddenEvenWithTheCookie() {
        let cookies = ["ivko-key=0123456789abcdef0123456789abcdef"]
        #expect(access.decide(path: "/", query: nil, host: "evil.example:8123", cookies: cookies) == .forbid)
        #expect(access.decide(path: "/", query: nil, host: nil, cookies: cookies) == .forbid)
    }

    @Test func aWebSocketNeedsTheCookieThisHostAndExactlyThisOrigin() {
        let cookies = ["ivko-key=0123456789abcdef0123456789abcdef"]
        #expect(access.allowsUpgrade(host: host, origin: "http://127.0.0.1:8123", cookies: cookies))
        #expect(!access.allowsUpgrade(host: host, origin: "http://evil.example", cookies: cookies))
        #expect(!access.allowsUpgrade(host: host, origin: "http://127.0.0.1:8124", cookies: cookies))
        #expect(!access.allowsUpgrade(host: host, origin: nil, cookies: cookies))
        #expect(!access.allowsUpgrade(host: host, origin: "http://127.0.0.1:8123", cookies: []))
        #expect(!access.allowsUpgrade(host: "localhost:8123", origin: "http://127.0.0.1:8123", cookies: cookies))
    }

    @Test func aNewSecretHas256RandomBits() {
        let first = SessionSecret()
        let second = SessionSecret()
        #expect(first.text.count == 64)
        #expect(first.text.allSatisfy { $0.isHexDigit })
        #expect(first != second)
    }
}
