// A streamed response through a `NetworkSession`: the head first, the body chunk by chunk as it comes,
// ended by a cut with a typed error; and the trust and credentials a transport is given. No network: the
// stub's body is written by the snippet itself.

import Foundation
import Networking
import NetworkingTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// snippet.hide
/// Runs the snippet and checks what it read; `SnippetTests` calls it.
func networkingStreamsSnippet() async throws {
    // snippet.show
    // snippet.stream
    let (events, writer) = ResponseBodyStream.makeStream()
    let transport = StubTransport(replies: [.stream(200, headers: ["Content-Type": "text/event-stream"], body: events)])
    let session = NetworkSession(transport: transport)

    var request = URLRequest(url: URL(string: "https://shop.example/push/events")!)
    request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
    request.timeoutInterval = 45 // the longest silence the stream may keep
    let stream = try await session.stream(request) // returns at the head; the slot is given back

    writer.yield(Data("id: 1\ndata: hello\n\n".utf8)) // what the server sends, as it sends it
    writer.finish(throwing: .connectionLost(partial: nil)) // ...until the connection is cut

    var received = ""
    do {
        for try await chunk in stream.body { received += String(decoding: chunk, as: UTF8.self) }
    } catch {
        print("cut after \(received.count) bytes: \(error)") // a NetworkError: reconnect from where the reader got to
    }
    // snippet.end
    // snippet.hide
    try check(received == "id: 1\ndata: hello\n\n", "the chunk before the cut arrived: \(received)")
    try check(stream.status == 200, "the head came first")
    // snippet.show
    // snippet.security
    let trust = ServerTrustPolicy(pins: ["shop.example": [try CertificatePin("sha256/7HIpactkIAq2Y49orFOOQKurWxmmSFZhBCoQYcRhJ3Y=")]])
    let credentials = CredentialsByHost(["ratings.example": HTTPCredentials(user: "shop", password: "s3cret")])
    // Pinned on Apple platforms; AsyncHTTPClientTransport(trust:credentials:) pins on every platform.
    let secured = URLSessionTransport(trust: trust, credentials: credentials)
    // snippet.end
    // snippet.hide
    _ = secured
    try check(trust.pins(forHost: "SHOP.example")?.count == 1, "the pin is the host's")
    try check(credentials.credentials(for: AuthenticationChallenge(host: "ratings.example"))?.user == "shop", "the host's credentials")
}

private struct StreamSnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw StreamSnippetFailure(description: "failed: \(what)") }
}
