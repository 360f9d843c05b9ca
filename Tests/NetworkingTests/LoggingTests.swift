import Foundation
import Logging
import Networking
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
import NetworkingTestSupport
#endif

@Suite("Logging: useful lines, no secrets")
struct LoggingTests {
    static let secrets = ["hunter2", "tok999", "s3cr3t", "cookie999", "xsess777", "abc123secret", "TOPSECRETBODY", "ann:pw"]

    @Test("credentials, cookies, session ids, secret query values and bodies never reach the log")
    func redaction() async throws {
        let handler = CapturingLogHandler()
        let stub = StubTransport(replies: [
            .status(200, body: Data("TOPSECRETBODY".utf8), headers: ["Set-Cookie": "session=abc123secret", "Content-Type": "text/plain"])
        ])
        let session = NetworkSession(transport: stub, logger: handler.logger())
        var request = URLRequest(url: URL(string: "https://ann:pw@shop.example/login?user=ann&password=hunter2&token=tok999")!)
        request.httpMethod = "POST"
        request.httpBody = Data("TOPSECRETBODY".utf8)
        request.setValue("Bearer s3cr3t", forHTTPHeaderField: "Authorization")
        request.setValue("sid=cookie999", forHTTPHeaderField: "Cookie")
        request.setValue("xsess777", forHTTPHeaderField: "X-Session")
        _ = await session.send(request)

        let text = handler.lines.map(\.text).joined(separator: "\n")
        for secret in Self.secrets {
            #expect(!text.contains(secret), "\(secret) leaked into the log")
        }
        #expect(text.contains("user=ann"))
        #expect(text.contains(LogRedaction.mask))
        let info = handler.lines.filter { $0.level >= .info }
        #expect(info.count == 1)
        #expect(info.first?.text.hasPrefix("POST /login 200 in ") == true)
    }

    @Test("failures are logged as warnings with the error, retries as notices")
    func failureLevels() async {
        let handler = CapturingLogHandler()
        let stub = StubTransport(replies: [.failure(.timedOut)])
        let session = NetworkSession(
            transport: stub,
            configuration: .init(retryPolicy: RetryPolicy(maxAttempts: 2), sleeper: RecordingSleeper()),
            logger: handler.logger()
        )
        _ = await session.send(URLRequest(url: URL(string: "https://shop.example/v1/colors")!))

        #expect(handler.lines.contains { $0.level == .notice && $0.text.contains("GET /v1/colors retrying after timed out") })
        #expect(handler.lines.contains { $0.level == .warning && $0.text.contains("gave up after 2 attempts: timed out") })
    }

    @Test(
        "sensitive names",
        arguments: [
            ("Authorization", true), ("Proxy-Authorization", true), ("Cookie", true), ("Set-Cookie", true),
            ("X-Session", true), ("X-Auth-Token", true), ("Content-Type", false), ("Accept", false),
        ])
    func sensitiveHeaders(name: String, sensitive: Bool) {
        #expect(LogRedaction.isSensitiveHeader(name) == sensitive)
    }

    @Test("secret-looking query items are masked, others kept")
    func queryRedaction() {
        let url = URL(string: "https://shop.example/a?q=shirt&pwd=x1&sid=x2&api_key=x3&page=2")!
        let text = LogRedaction.url(url)
        #expect(text.contains("q=shirt") && text.contains("page=2"))
        #expect(!text.contains("x1") && !text.contains("x2") && !text.contains("x3"))
    }
}
