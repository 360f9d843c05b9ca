import AsyncHTTPClient
import AsyncTestSupport
import Foundation
import IvkoWeb
import Logging
import IvkoTestSupport
import NIOCore
import NIOHTTP1
import Screens
import Testing

/// The browser server on a live shop: the door, the pages, the pictures and a tab over a WebSocket.
@MainActor
@Suite(.stretchedTimeLimit(minutes: 3))
struct ServerTests {
    /// What one HTTP request answered.
    struct Reply {
        let status: Int
        let headers: [(String, String)]
        let body: String

        func header(_ name: String) -> String? {
            headers.first { $0.0 == name.lowercased() }?.1
        }
    }

    /// Sends a GET without following redirects, waiting up to 30 s for the answer (stretched under a
    /// sanitizer: there the server's main actor is shared with every other suite's).
    static func get(_ url: String, headers: [(String, String)] = []) async throws -> Reply {
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: .init(redirectConfiguration: .disallow))
        do {
            var request = HTTPClientRequest(url: url)
            for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
            let response = try await client.execute(request, timeout: .seconds(Int64(30 * Sanitizer.timeScale)))
            let bytes = try await response.body.collect(upTo: 8 << 20)
            let reply = Reply(
                status: Int(response.status.code), headers: response.headers.map { ($0.name.lowercased(), $0.value) },
                body: String(buffer: bytes))
            try await client.shutdown()
            return reply
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    @Test func everyRequestWithoutTheSecretIsForbidden() async throws {
        try await LiveWebShop.with(signedIn: false) { live in
            for path in ["/", "/cart", "/ivko-assets/shop.js", "/ivko-assets/shop.css", "/pictures/a.png", "/socket", "/nothing"] {
                let reply = try await Self.get(live.origin + path)
                #expect(reply.status == 403, "\(path)")
            }
            let wrongKey = try await Self.get(live.origin + "/?key=" + String(repeating: "0", count: 64))
            #expect(wrongKey.status == 403)
        }
    }

    @Test func theKeySetsTheCookieThatOpensThePages() async throws {
        try await LiveWebShop.with(signedIn: false) { live in
            let admitted = try await Self.get(live.origin + "/product/X?key=" + live.key)
            #expect(admitted.status == 303)
            #expect(admitted.header("location") == "/product/X")
            let cookie = try #require(admitted.header("set-cookie"))
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
            let pair = String(cookie.split(separator: ";")[0])
            let page = try await Self.get(live.origin + "/cart", headers: [("Cookie", pair)])
            #expect(page.status == 200)
            #expect(page.body.contains("<main id=\"app\""))
            #expect(page.header("content-security-policy")?.contains("script-src 'self'") == true)
            let script = try await Self.get(live.origin + "/ivko-assets/shop.js", headers: [("Cookie", pair)])
            #expect(script.status == 200 && script.body.contains("WebSocket"))
            let missing = try await Self.get(live.origin + "/nothing", headers: [("Cookie", pair)])
            #expect(missing.status == 404)
            // Another host name for the same server (a DNS rebinding page) is refused.
            let rebound = try await Self.get(live.origin + "/", headers: [("Cookie", pair), ("Host", "evil.example")])
            #expect(rebound.status == 403)
        }
    }

    @Test func picturesOutsideTheCacheAreNotServed() async throws {
        try await LiveWebShop.with(signedIn: false) { live in
            let cookie = ("Cookie", "ivko-key=\(live.key)")
            try Data("secret".utf8).write(to: live.folder.url.appendingPathComponent("credentials.json"))
            for path in ["/pictures/..%2Fcredentials.json", "/pictures/%2E%2E%2Fcredentials.json", "/pictures/../credentials.json"] {
                let reply = try await Self.get(live.origin + path, headers: [cookie])
                #expect(reply.status == 404 || reply.status == 403, "\(path)")
                #expect(!reply.body.contains("secret"))
            }
        }
    }

    @Test func aWebSocketFromAnotherOriginIsRefused() async throws {
        try await LiveWebShop.with(signedIn: false) { live in
            let cookie = ("Cookie", "ivko-key=\(live.key)")
            let host = ("Host", "127.0.0.1:\(live.server.port)")
            for headers in [
                [host, cookie, ("Origin", "http://evil.example")], [host, cookie], [host, ("Origin", live.origin)],
                [host, cookie, ("Origin", live.origin), ("Origin", "http://evil.example")],
            ] {
                // HummingbirdWebSocket answers an upgrade it was told not to make 400 (the README says so).
                let refusal = await #expect(throws: WebSocketRefused.self) {
                    try await RawWebSocket.run(port: live.server.port, path: "/socket?path=/", headers: headers) { _ in }
                }
                #expect(refusal?.statusLine.contains(" 400 ") == true, "\(refusal?.statusLine ?? "")")
            }
            #expect(live.shop.tabCount == 0)
        }
    }

    @Test func aTabGetsThePageAndThePatchesOfAClick() async throws {
        try await LiveWebShop.with(signedIn: true) { live in
            let headers = [("Host", "127.0.0.1:\(live.server.port)"), ("Origin", live.origin), ("Cookie", "ivko-key=\(live.key)")]
            let port = live.server.port
            let transcript = Transcript()
            let run = Task.detached {
                try await RawWebSocket.run(port: port, path: "/socket?path=/", headers: headers) { socket in
                    var clicked = false
                    while let text = try await socket.next() {
                        transcript.append(text)
                        if !clicked, let tab = transcript.firstMatch(of: /id=\\"(s[0-9]+-tab-1)\\"/) {
                            clicked = true
                            try await socket.send(#"{"type":"event","event":{"kind":"click","id":"\#(tab)"}}"#)
                        }
                        if clicked, text.contains(#""type":"location""#), text.contains(#""path":"/cart""#) {
                            // The page leaves (closed, reloaded): its scene goes at once.
                            try await socket.send(#"{"type":"leave"}"#)
                            return
                        }
                    }
                }
            }
            try await run.boundedValue("the Cart tab's page after a click", timeLimit: .seconds(120))
            let messages = transcript.messages
            #expect(messages.first?.contains(#""type":"page""#) == true)
            #expect(messages.contains { $0.contains(#""type":"patches""#) && $0.contains("aria-selected") })
            #expect(messages.contains { $0.contains(#""type":"location""#) && $0.contains(#""path":"/cart""#) })
            try await waitUntilTabsClose(live)
        }
    }

    /// The script names the page's width when it connects: the page is drawn for it from the first
    /// message on (the Catalog's categories beside Home only on a wide page), with no second layout
    /// after the script reports its width.
    @Test func thePageIsDrawnForTheWidthTheSocketNamesFromTheStart() async throws {
        try await LiveWebShop.with(signedIn: true) { live in
            let headers = [("Host", "127.0.0.1:\(live.server.port)"), ("Origin", live.origin), ("Cookie", "ivko-key=\(live.key)")]
            let port = live.server.port
            var transcripts: [Int: [String]] = [:]
            for width in [600, 1_400] {
                let transcript = Transcript()
                let run = Task.detached {
                    try await RawWebSocket.run(port: port, path: "/socket?path=/&width=\(width)", headers: headers) { socket in
                        while let text = try await socket.next() {
                            transcript.append(text)
                            if text.contains("home.list") {
                                try await socket.send(#"{"type":"leave"}"#)
                                return
                            }
                        }
                    }
                }
                try await run.boundedValue("Home at \(width) pixels", timeLimit: .seconds(120))
                transcripts[width] = transcript.messages
            }
            let narrow = try #require(transcripts[600])
            let wide = try #require(transcripts[1_400])
            #expect(narrow.first?.contains(#""type":"page""#) == true && wide.first?.contains(#""type":"page""#) == true)
            #expect(wide.contains { $0.contains("categories.list") })
            #expect(!narrow.contains { $0.contains("categories.list") })
            try await waitUntilTabsClose(live)
        }
    }

    @Test func aSocketThatDropsIsReattachedToItsTabByItsToken() async throws {
        try await LiveWebShop.with(signedIn: true) { live in
            let headers = [("Host", "127.0.0.1:\(live.server.port)"), ("Origin", live.origin), ("Cookie", "ivko-key=\(live.key)")]
            let port = live.server.port
            let first = Transcript()
            // The first socket opens the Cart tab, then drops without a word (a network blip).
            let dropped = Task.detached {
                try await RawWebSocket.run(port: port, path: "/socket?path=/", headers: headers) { socket in
                    var clicked = false
                    while let text = try await socket.next() {
                        first.append(text)
                        if !clicked, let tab = first.firstMatch(of: /id=\\"(s[0-9]+-tab-1)\\"/) {
                            clicked = true
                            try await socket.send(#"{"type":"event","event":{"kind":"click","id":"\#(tab)"}}"#)
                        }
                        if clicked, text.contains(#""type":"location""#), text.contains(#""path":"/cart""#) { return }
                    }
                }
            }
            try await dropped.boundedValue("the Cart tab's page", timeLimit: .seconds(120))
            let token = try #require(first.firstMatch(of: /"tab":"([0-9a-f]{64})"/))
            // Its scene waits for the page to come back.
            #expect(live.shop.tabCount == 1 && live.application.openSessions.count == 1)
            // The page reconnects, naming the tab (at the address it was loaded at): the same scene, on the Cart.
            let second = Transcript()
            let resumed = Task.detached {
                try await RawWebSocket.run(port: port, path: "/socket?path=/&tab=\(token)", headers: headers) { socket in
                    while let text = try await socket.next() {
                        second.append(text)
                        if text.contains(#""type":"page""#) {
                            try await socket.send(#"{"type":"leave"}"#)
                            return
                        }
                    }
                }
            }
            try await resumed.boundedValue("the reattached tab's page", timeLimit: .seconds(60))
            let page = try #require(second.messages.first)
            #expect(page.contains(#""path":"/cart""#))
            #expect(page.contains(token))
            try await waitUntilTabsClose(live)
        }
    }

    /// Waits (at most a minute) until the server has closed every tab, their scenes discarded.
    private func waitUntilTabsClose(_ live: LiveWebShop) async throws {
        try await waitUntil("the tab's scene discarded", timeLimit: .seconds(60)) {
            live.shop.tabCount == 0 && live.application.openSessions.isEmpty
        }
    }
}
