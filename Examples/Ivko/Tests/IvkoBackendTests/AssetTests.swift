import Foundation
import IvkoBackend
import Testing

/// Generated assets: real file formats of realistic sizes, deterministic, with ETag and 304.
@Suite("Assets")
struct AssetTests {
    @Test("a promo picture is a JPEG of several hundred KB with an ETag, the same on every request")
    func jpeg() async throws {
        try await TestBackend.with { backend in
            let first = try await backend.send("GET", "assets/img/promo/W26KD0112_p.jpg")
            #expect(first.status == 200)
            #expect(first.header("content-type") == "image/jpeg")
            #expect((250_000...600_000).contains(first.body.count))
            #expect(Array(first.body.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE0])
            #expect(Array(first.body.suffix(2)) == [0xFF, 0xD9])
            let eTag = try #require(first.header("etag"))
            let second = try await backend.send("GET", "assets/img/promo/W26KD0112_p.jpg")
            #expect(second.body == first.body)
            #expect(second.header("etag") == eTag)
        }
    }

    @Test("If-None-Match with the ETag answers 304 without a body; another tag answers the file")
    func notModified() async throws {
        try await TestBackend.with { backend in
            let path = "assets/img/grid/W26NR0031_g.jpg"
            let eTag = try #require(try await backend.send("GET", path).header("etag"))
            let cached = try await backend.send("GET", path, headers: [("If-None-Match", eTag)])
            #expect(cached.status == 304)
            #expect(cached.body.isEmpty)
            #expect(cached.header("etag") == eTag)
            let listed = try await backend.send("GET", path, headers: [("If-None-Match", "\"other\", W/\(eTag)")])
            #expect(listed.status == 304)
            let stale = try await backend.send("GET", path, headers: [("If-None-Match", "\"stale\"")])
            #expect(stale.status == 200)
            #expect((30_000...80_000).contains(stale.body.count))
        }
    }

    @Test("PNG grid pictures and PDF look-books have their signatures and content types")
    func pngAndPDF() async throws {
        try await TestBackend.with(products: 300) { backend in
            let pngPath = try #require(backend.server.catalog.products.first { $0.images.grid.hasSuffix(".png") }?.images.grid)
            let png = try await backend.send("GET", "assets/" + pngPath)
            #expect(png.header("content-type") == "image/png")
            #expect(Array(png.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect((60_000...160_000).contains(png.body.count))
            let pdf = try await backend.send("GET", "assets/lookbook/W26.pdf")
            #expect(pdf.header("content-type") == "application/pdf")
            #expect(pdf.body.starts(with: Array("%PDF-1.4".utf8)))
            #expect(pdf.body.suffix(6) == Data("%%EOF\n".utf8))
            #expect((2_000_000...5_100_000).contains(pdf.body.count))
        }
    }

    @Test("paths the catalog does not name answer 404")
    func unknownAssets() async throws {
        try await TestBackend.with { backend in
            for path in [
                "assets/img/promo/W26NR0032_p.jpg", "assets/img/promo/ZZZ_p.jpg", "assets/lookbook/S26.pdf",
                "assets/../Package.swift", "assets/",
            ] {
                let reply = try await backend.send("GET", path)
                #expect(reply.status == 404, "\(path)")
            }
        }
    }
}
