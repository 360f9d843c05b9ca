// A `NetworkSession` over a scripted transport: a 503 that is retried after the server's
// `Retry-After`, then a 200. No network, and no real waiting: the sleeper records the delays.

import Foundation
import Networking
import NetworkingTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// snippet.hide
/// Runs the snippet and checks the payload; `SnippetTests` calls it.
func networkingWithAStubSnippet() async throws {
    // snippet.show
    // snippet.session
    let sleeper = RecordingSleeper()
    let transport = StubTransport(replies: [
        .text(503, "busy", headers: ["Retry-After": "2"]),
        .text(200, "{\"items\":[]}", headers: ["Content-Type": "application/json"]),
    ])
    let session = NetworkSession(transport: transport, configuration: .init(sleeper: sleeper))

    var request = URLRequest(url: URL(string: "http://shop.test/products")!)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let payload = await session.send(request)
    // snippet.end
    // snippet.hide
    try check(payload.isSuccess, "the second attempt succeeded")
    try check(payload.attempts == 2, "two attempts")
    try check(sleeper.delays == [.seconds(2)], "waited as Retry-After said: \(sleeper.delays)")
    // snippet.show
    // snippet.errors
    do {
        let response = try payload.get() // status, headers and body exactly as received
        print(response.status, payload.attempts, sleeper.delays) // 200 2 [2.0 seconds]
    } catch {
        switch error.underlying { // a typed NetworkError
        case .unacceptableStatus(let response): print("status", response.status, response.body)
        case .cannotConnect, .timedOut, .connectionLost: print("offline? try later")
        default: print(error) // never prints a body or header values
        }
    }
    // snippet.end
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
