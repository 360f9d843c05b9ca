import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoTestSupport
import Testing

/// `ivko --api https://… --pin sha256/…` against the backend fixture serving HTTPS on loopback with a
/// certificate made at start: the right pin signs in and shows Home; another pin reaches nothing
/// (no request of the shop reaches the server) and the shop says it cannot reach the shop.
@Suite(.serialized) struct PinnedShopTests {
    private func withTLSBackend(_ body: (IvkoBackendServer, String) async throws -> Void) async throws {
        let certificate = try BackendCertificate.make()
        try await QuietBackend.with(certificate: certificate) { server in try await body(server, certificate.pin) }
    }

    private func run(on server: IvkoBackendServer, pin: String) throws -> IvkoProcess {
        let folder = try TemporaryDirectory()
        return try IvkoProcess(
            arguments: [
                "--headless", "--api", server.baseURL.absoluteString, "--pin", pin, "--data-dir", folder.url.path, "--user", "demo",
            ],
            environment: ["IVKO_PASSWORD": "demo"])
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func theRightPinShowsTheShopAndAnotherReachesNothing() async throws {
        try await withTLSBackend { server, pin in
            #expect(server.baseURL.scheme == "https")
            let pinned = try run(on: server, pin: pin)
            try await pinned.waitForFrame(containing: "Offers")
            #expect(try await pinned.finish() == 0)
            let reached = server.counters.totalRequests

            let wrong = try run(on: server, pin: "sha256/" + Data(repeating: 7, count: 32).base64EncodedString())
            let refused = try await wrong.step("wait", timeLimit: .seconds(60))
            #expect(!refused.contains("Offers"), "another pin shows no shop:\n\(refused)")
            #expect(server.counters.totalRequests == reached, "no request of the wrongly pinned shop reached the server")
            #expect(try await wrong.finish() == 0)
        }
    }
}
