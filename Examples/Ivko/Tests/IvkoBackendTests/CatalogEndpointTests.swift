import Foundation
import IvkoBackend
import Testing

/// Every catalog endpoint answers the shapes and spellings of the API samples.
@Suite("Catalog endpoints")
struct CatalogEndpointTests {
    @Test("products.json page 1 of size 6 is the products sample, field for field")
    func productsPageMatchesSample() async throws {
        try await TestBackend.with { backend in
            let reply = try await backend.send("GET", "products.json?page=1&size=6")
            #expect(reply.status == 200)
            #expect(reply.header("content-type") == "application/json;charset=UTF-8")
            let live = try reply.jsonObject()
            let sample = try Samples.object("products-page1.json")
            #expect(Canonical.keys(live) == Canonical.keys(sample))
            #expect(try Canonical.text(live["products"] as Any) == Canonical.text(sample["products"] as Any))
            #expect(live["exported_at"] as? String == "21.11.2026 14:03")
            #expect(live["result"] as? String == "OK")
            #expect(live["page"] as? String == "1")
            #expect(live["total"] as? String == "60")
            #expect(live["pages"] as? String == "10")
        }
    }

    @Test("slides.json is a top-level array opening with the four sample slides")
    func slidesMatchSample() async throws {
        try await TestBackend.with { backend in
            let live = try #require(try await backend.send("GET", "slides.json").json() as? [Any])
            let sample = try #require(try Samples.json("slides.json") as? [Any])
            #expect(try Canonical.text(Array(live.prefix(sample.count))) == Canonical.text(sample))
            #expect(live.count > sample.count)
            for slide in live {
                #expect(Canonical.keys(slide) == Canonical.keys(sample[0]))
            }
        }
    }

    @Test("generated slides include expired, current and future ones relative to the server's today")
    func slidesHaveEveryValidity() async throws {
        try await TestBackend.with { backend in
            let slides = try #require(try await backend.send("GET", "slides.json").json() as? [[String: String]])
            let today = "20261121"
            func key(_ day: String?) -> String {
                let parts = (day ?? "").split(separator: ".")
                return parts.count == 3 ? "\(parts[2])\(parts[1])\(parts[0])" : ""
            }
            #expect(slides.contains { key($0["to"]) < today })
            #expect(slides.contains { key($0["from"]) <= today && today <= key($0["to"]) })
            #expect(slides.contains { key($0["from"]) > today })
        }
    }

    @Test("seasons.json: themes are arrays of [code, name, hex] and contain the sample's")
    func seasonsMatchSample() async throws {
        try await TestBackend.with { backend in
            let live = try #require(try await backend.send("GET", "seasons.json").jsonObject()["seasons"] as? [[String: Any]])
            let sample = try #require(try Samples.object("seasons.json")["seasons"] as? [[String: Any]])
            #expect(live.count == 4)
            for sampleSeason in sample {
                let code = try #require(sampleSeason["code"] as? String)
                let liveSeason = try #require(live.first { $0["code"] as? String == code })
                #expect(Canonical.keys(sampleSeason).isSubset(of: Canonical.keys(liveSeason)))
                #expect(liveSeason["name"] as? String == sampleSeason["name"] as? String)
                #expect(liveSeason["active"] as? String == sampleSeason["active"] as? String)
                let liveThemes = try #require(liveSeason["themes"] as? [[String]])
                for theme in try #require(sampleSeason["themes"] as? [[String]]) {
                    #expect(liveThemes.contains(theme))
                }
                #expect(liveThemes.allSatisfy { $0.count == 3 && $0[0].count == 2 && $0[2].hasPrefix("#") })
            }
        }
    }

    @Test("colors.json holds the sample's table and no code 99")
    func colorsMatchSample() async throws {
        try await TestBackend.with { backend in
            let live = try #require(try await backend.send("GET", "colors.json").jsonObject()["colors"] as? [String: String])
            let sample = try #require(try Samples.object("colors.json")["colors"] as? [String: String])
            for (code, name) in sample {
                #expect(live[code] == name)
            }
            #expect(live["99"] == nil)
        }
    }

    @Test("details of W26NR0031 is the details sample; an unknown or missing style is NotFoundException")
    func detailsMatchSamples() async throws {
        try await TestBackend.with { backend in
            let live = try await backend.send("GET", "details?style=W26NR0031").json()
            #expect(try Canonical.text(live) == Canonical.text(Samples.json("details-W26NR0031.json")))
            let unknown = try await backend.send("GET", "details?style=X99ZZ0000")
            #expect(unknown.status == 200)
            #expect(try Canonical.text(unknown.json()) == Canonical.text(Samples.json("details-unknown-style.json")))
            let missing = try await backend.send("GET", "details")
            #expect(try Canonical.text(missing.json()) == Canonical.text(Samples.json("details-unknown-style.json")))
        }
    }
}
