import AsyncHTTPClient
import AsyncTestSupport
import Foundation
import IvkoBackend
import Logging
import NIOCore
import NIOFoundationEssentialsCompat
import NIOHTTP1
import Testing

/// The ratings fixture: a second server on its own port, deterministic feeds from the style codes,
/// and the faults that make it slow, failing or garbage. Its waits meet a server the whole shop suite
/// shares the two cores with (a held feed took more than 10 s to come back there in a fresh-clone run).
@Suite("Reviews server", .waitLimit(.seconds(300)))
struct ReviewsServerTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ReviewsSamples")

    /// Starts a ratings server, runs `body` with it, and stops it.
    static func with(_ body: (IvkoReviewsServer) async throws -> Void) async throws {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let server = try await IvkoReviewsServer.start(IvkoReviewsConfiguration(logger: logger))
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// The tests' client: the shared one's settings, its read timeout stretched under a sanitizer like
    /// every wait (a held request waits at its gate for as long as the test takes to open it). It lives
    /// as long as the process.
    static let client = HTTPClient(
        eventLoopGroupProvider: .singleton,
        configuration: .init(timeout: .init(connect: .seconds(90), read: .seconds(Int64(90 * Sanitizer.timeScale)))))

    /// GETs `path` below the server's base URL.
    static func get(_ server: IvkoReviewsServer, _ path: String) async throws -> Reply {
        let request = HTTPClientRequest(url: server.baseURL.absoluteString + path)
        let response = try await client.execute(request, timeout: .seconds(Int64(30 * Sanitizer.timeScale)))
        let bytes = try await response.body.collect(upTo: 1 << 20)
        return Reply(
            status: Int(response.status.code), headers: response.headers.map { ($0.name.lowercased(), $0.value) },
            body: Data(buffer: bytes))
    }

    @Test("A product's feed is the sample, byte for byte, on a port of its own")
    func feedMatchesSample() async throws {
        try await TestBackend.with { backend in
            try await Self.with { reviews in
                #expect(reviews.port != backend.server.port)
                #expect(reviews.baseURL.absoluteString == "http://127.0.0.1:\(reviews.port)/rr/v2/")
                let reply = try await Self.get(reviews, "products/W26KD0112.xml?max=5")
                #expect(reply.status == 200)
                #expect(reply.header("content-type") == "application/xml; charset=UTF-8")
                let sample = try Data(contentsOf: Self.samples.appendingPathComponent("W26KD0112.xml"))
                #expect(reply.text == String(decoding: sample, as: UTF8.self))
                #expect(reviews.requestCount == 1)
            }
        }
    }

    @Test("Feeds are the same on every run and differ between products; unknown SKUs get the refusal")
    func deterministic() async throws {
        try await Self.with { reviews in
            let first = try await Self.get(reviews, "products/S26BL0007.xml")
            let again = try await Self.get(reviews, "products/S26BL0007.xml")
            let other = try await Self.get(reviews, "products/W26NR0032.xml")
            #expect(first.text == again.text)
            #expect(first.text != other.text)
            let unknown = try await Self.get(reviews, "products/NOT-A-STYLE.xml")
            #expect(unknown.status == 200)
            #expect(unknown.text.contains("<error code=\"UNKNOWN_SKU\">NOT-A-STYLE</error>"))
            #expect(try await Self.get(reviews, "products/W26KD0112.json").status == 404)
            #expect(try await Self.get(reviews, "elsewhere").status == 404)
        }
    }

    @Test("Generated feeds hold the service's quirks across the catalog's styles")
    func quirksAcrossStyles() async throws {
        try await Self.with { reviews in
            var texts: [String] = []
            for index in 0..<40 {
                let style = IvkoCatalog.generatedProduct(at: index).style
                texts.append(try await Self.get(reviews, "products/\(style).xml?max=8").text)
            }
            let all = texts.joined()
            #expect(texts.contains(""), "some products nobody rated: an empty document")
            #expect(texts.contains { !$0.isEmpty && !$0.contains("<average>") }, "some feeds without an average")
            #expect(all.contains("scale=\"10\"") && all.contains("scale=\"5\""))
            #expect(all.contains("/10</score>") && all.contains("%</score>") && all.contains(",5</score>"))
            #expect(all.contains("kind=\"question\"") && all.contains("kind=\"video-review\""))
            #expect(all.contains("&amp;eacute;") || all.contains("&amp;quot;"), "entities escaped once more for XML")
            #expect(all.range(of: #"<submitted>\d{2}\.\d{2}\.\d{4}</submitted>"#, options: .regularExpression) != nil)
            #expect(all.range(of: #"<submitted>\d{4}-\d{2}-\d{2}T"#, options: .regularExpression) != nil)
        }
    }

    @Test("Faults: failing, unavailable, garbage and the maintenance page with 200; cleared again")
    func faults() async throws {
        try await Self.with { reviews in
            reviews.fault = .serverError
            #expect(try await Self.get(reviews, "products/W26KD0112.xml").status == 500)
            reviews.fault = .unavailable
            let busy = try await Self.get(reviews, "products/W26KD0112.xml")
            #expect(busy.status == 503)
            #expect(busy.header("retry-after") == "30")
            reviews.fault = .garbage
            let garbage = try await Self.get(reviews, "products/W26KD0112.xml")
            #expect(garbage.status == 200)
            #expect(!garbage.text.contains("<ratingsFeed"))
            reviews.fault = .maintenancePage
            let page = try await Self.get(reviews, "products/W26KD0112.xml")
            #expect(page.status == 200)
            #expect(page.header("content-type") == "text/html")
            #expect(page.text.hasPrefix("<!DOCTYPE html>"))
            reviews.fault = .none
            #expect(try await Self.get(reviews, "products/W26KD0112.xml").text.contains("<ratingsFeed"))
        }
    }

    @Test("A held request waits at its gate until the test opens it")
    func held() async throws {
        try await Self.with { reviews in
            let gate = RequestGate()
            reviews.fault = .hold(gate)
            let request = Task { try await Self.get(reviews, "products/W26KD0112.xml") }
            try await withTimeLimit("the request reaches the gate") { await gate.waitForArrivals(1) }
            gate.open()
            let reply = try await request.boundedValue("the held feed")
            #expect(reply.status == 200)
        }
    }
}
