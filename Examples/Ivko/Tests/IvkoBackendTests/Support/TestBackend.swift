import AsyncHTTPClient
import AsyncTestSupport
import Foundation
import Hummingbird
import IvkoBackend
import Logging
import NIOFoundationEssentialsCompat
import NIOHTTP1

/// A backend started for one test, with a manual clock and helpers to call it.
struct TestBackend {
    let server: IvkoBackendServer
    let clock: ManualBackendClock

    /// Starts a backend (small catalog by default), runs `body`, and stops the backend.
    static func with<Result>(
        products: Int = 60, seed: UInt64 = IvkoCatalog.defaultSeed, sessionTTL: Int = 1_800,
        faults: FaultConfiguration = .none, push: IvkoPushConfiguration = IvkoPushConfiguration(),
        certificate: BackendCertificate? = nil,
        _ body: (TestBackend) async throws -> Result
    ) async throws -> Result {
        let clock = ManualBackendClock()
        var configuration = IvkoBackendConfiguration(
            catalog: IvkoCatalog(productCount: products, seed: seed), sessionTTL: sessionTTL, faults: faults, clock: clock,
            push: push, certificate: certificate
        )
        configuration.logger.logLevel = .warning
        let server = try await IvkoBackendServer.start(configuration)
        do {
            let result = try await body(TestBackend(server: server, clock: clock))
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Sends a request to a path relative to the base URL (the push service's for `push/…`) and collects
    /// the whole answer.
    func send(
        _ method: String = "GET", _ path: String,
        headers: [(String, String)] = [], body: String? = nil
    ) async throws -> Reply {
        // A path starting with `push/` is the push service's, beside the API.
        let base = path.hasPrefix("push/") ? server.pushBaseURL.absoluteString + path.dropFirst(5) : server.baseURL.absoluteString + path
        var request = HTTPClientRequest(url: base)
        request.method = .init(rawValue: method)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(string: body)) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(Int64(30 * Sanitizer.timeScale)))
        let bytes = try await response.body.collect(upTo: 64 << 20)
        return Reply(
            status: Int(response.status.code),
            headers: response.headers.map { ($0.name.lowercased(), $0.value) },
            body: Data(buffer: bytes)
        )
    }

    /// Signs in and returns the session id.
    func signIn(_ username: String = "demo", _ password: String = "demo") async throws -> String {
        let reply = try await send(
            "POST", "login", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: "username=\(username)&password=\(password)"
        )
        let object = try reply.jsonObject()
        guard let id = object["sessionId"] as? String else { throw TestFailure("no sessionId in \(reply.text)") }
        return id
    }

    /// A GET with the session in the `X-Session` header.
    func get(_ path: String, session: String) async throws -> Reply {
        try await send("GET", path, headers: [("X-Session", session)])
    }

    /// A JSON POST with the session in the `X-Session` header.
    func post(_ path: String, session: String, json: String) async throws -> Reply {
        try await send("POST", path, headers: [("X-Session", session), ("Content-Type", "application/json")], body: json)
    }
}

/// A collected HTTP answer.
struct Reply {
    let status: Int
    let headers: [(String, String)]
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The first value of a header (name in any case).
    func header(_ name: String) -> String? {
        headers.first { $0.0 == name.lowercased() }?.1
    }

    /// The body parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    }

    /// The body parsed as a JSON object.
    func jsonObject() throws -> [String: Any] {
        guard let object = try json() as? [String: Any] else { throw TestFailure("not a JSON object: \(text)") }
        return object
    }
}

/// A failure raised by test helpers.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
