import Foundation
import IvkoBackend
import Testing

/// Wrong input gets the documented answer, never a crash.
@Suite("Bad input")
struct BadInputTests {
    @Test("unknown paths and wrong methods answer the HTML 404 page")
    func notFound() async throws {
        try await TestBackend.with { backend in
            for (method, path) in [("GET", "nothing.json"), ("GET", "login"), ("POST", "products.json"), ("DELETE", "cart")] {
                let reply = try await backend.send(method, path)
                #expect(reply.status == 404, "\(method) \(path)")
                #expect(reply.header("content-type") == "text/html;charset=utf-8")
            }
            let outside = try await backend.send("GET", "../../favicon.ico")
            #expect(outside.status == 404)
        }
    }

    @Test("a login body that is not the form answers AuthException")
    func badLoginBodies() async throws {
        try await TestBackend.with { backend in
            for body in ["", "%%%", "username=demo", #"{"username":"demo","password":"demo"}"#, "password=demo&username="] {
                let reply = try await backend.send("POST", "login", body: body)
                #expect(reply.status == 200)
                #expect(try reply.jsonObject()["type"] as? String == "AuthException", "body \(body)")
            }
            let encoded = try await backend.send("POST", "login", body: "username=ana&password=ana%31%323")
            #expect(try encoded.jsonObject()["result"] as? String == "OK")
        }
    }

    @Test("a body over 1 MB answers 413 and the server keeps serving")
    func oversizedBody() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            let huge = String(repeating: "x", count: 1_100_000)
            let reply = try await backend.post("cart/lines", session: id, json: huge)
            #expect(reply.status == 413)
            #expect(try await backend.get("cart", session: id).status == 200)
        }
    }
}
