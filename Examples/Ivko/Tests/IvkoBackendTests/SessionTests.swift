import Foundation
import IvkoBackend
import Testing

/// Sign-in, the session by header or cookie, expiry by inactivity and by force, and sign-out.
@Suite("Sessions and account")
struct SessionTests {
    private let sessionExpired = "error-session-expired.json"

    @Test("login answers the sample's shape and a JSESSIONID cookie; a wrong password is AuthException")
    func login() async throws {
        try await TestBackend.with { backend in
            let reply = try await backend.send("POST", "login", body: "username=demo&password=demo")
            #expect(reply.status == 200)
            let object = try reply.jsonObject()
            #expect(Canonical.keys(object) == Canonical.keys(try Samples.object("login-ok.json")))
            let id = try #require(object["sessionId"] as? String)
            #expect(id.count == 32 && id.allSatisfy(\.isHexDigit))
            #expect(object["ttl"] as? String == "1800")
            #expect(reply.header("set-cookie")?.hasPrefix("JSESSIONID=\(id)") == true)
            let wrong = try await backend.send("POST", "login", body: "username=demo&password=nope")
            #expect(wrong.status == 200)
            #expect(try Canonical.text(wrong.json()) == Canonical.text(Samples.json("login-wrong-password.json")))
            #expect(backend.server.counters.loginAttempts == 2)
            #expect(backend.server.counters.logins == 1)
        }
    }

    @Test("customer, balance and addresses of demo are the samples, by header and by cookie")
    func accountBySessionHeaderOrCookie() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            let samples = [
                ("customer", "customer.json"), ("customer/balance", "customer-balance.json"),
                ("customer/addresses", "customer-addresses.json"),
            ]
            for (path, sample) in samples {
                let byHeader = try await backend.get(path, session: id)
                #expect(try Canonical.text(byHeader.json()) == Canonical.text(Samples.json(sample)))
                let byCookie = try await backend.send("GET", path, headers: [("Cookie", "JSESSIONID=\(id)")])
                #expect(try Canonical.text(byCookie.json()) == Canonical.text(Samples.json(sample)))
            }
        }
    }

    @Test("without a session every account, cart and order call is NoSessionException with HTTP 200")
    func missingSession() async throws {
        try await TestBackend.with { backend in
            for path in ["customer", "customer/balance", "customer/addresses", "cart", "orders"] {
                let reply = try await backend.get(path, session: "0123456789ABCDEF0123456789ABCDEF")
                #expect(reply.status == 200)
                #expect(try Canonical.text(reply.json()) == Canonical.text(Samples.json(sessionExpired)), "\(path)")
            }
            let post = try await backend.send("POST", "cart/lines", body: "{}")
            #expect(try Canonical.text(post.json()) == Canonical.text(Samples.json(sessionExpired)))
        }
    }

    @Test("a session expires after ttl seconds without requests; each request keeps it alive")
    func inactivityExpiry() async throws {
        try await TestBackend.with(sessionTTL: 600) { backend in
            let id = try await backend.signIn()
            backend.clock.advance(by: 500)
            #expect(try await backend.get("customer", session: id).jsonObject()["customerNo"] as? String == "0004711")
            backend.clock.advance(by: 500)
            #expect(try await backend.get("customer", session: id).jsonObject()["customerNo"] as? String == "0004711")
            backend.clock.advance(by: 601)
            let expired = try await backend.get("customer", session: id)
            #expect(try Canonical.text(expired.json()) == Canonical.text(Samples.json(sessionExpired)))
        }
    }

    @Test("forced expiry ends every session and loses its cart")
    func forcedExpiry() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            _ = try await backend.post("cart/lines", session: id, json: #"{"style":"W26KD0112","color":"31","size":"S","qty":1}"#)
            #expect(await backend.server.sessionCount() == 1)
            await backend.server.forceExpireSessions()
            #expect(await backend.server.sessionCount() == 0)
            let expired = try await backend.get("cart", session: id)
            #expect(try expired.jsonObject()["type"] as? String == "NoSessionException")
            let again = try await backend.signIn()
            let cart = try await backend.get("cart", session: again).jsonObject()
            #expect((cart["lines"] as? [Any])?.isEmpty == true)
            #expect(cart["total"] as? String == "0,00")
        }
    }

    @Test("logout always answers 200 and ends the session")
    func logout() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn("marko", "marko")
            let out = try await backend.send("POST", "logout", headers: [("X-Session", id)])
            #expect(out.status == 200)
            #expect(try out.jsonObject()["result"] as? String == "OK")
            #expect(try await backend.get("customer", session: id).jsonObject()["type"] as? String == "NoSessionException")
            let again = try await backend.send("POST", "logout")
            #expect(again.status == 200)
        }
    }
}
