import Foundation
import IvkoBackend
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// The asset cache against the backend fixture: real file downloads and ETag revalidation.
@Suite struct LiveAssetManagerTests {
    @Test func downloadsAnImageAndALookBookAndRevalidatesWithTheETag() async throws {
        try await LiveBackend.with { shop in
            let directory = try TemporaryDirectory()
            let clock = ManualClock()
            let assets = AssetManager(
                directory: directory.url, shop: shop.data, revalidationInterval: .seconds(60), clock: clock,
                logger: QuietLog.logger
            )
            let grid = try #require(shop.server.catalog.products.first?.images.grid)
            let lookbook = try #require(shop.server.catalog.seasons.first?.lookbook)
            let image = try await assets.file(for: try #require(AssetPath(rawValue: grid)))
            let pdf = try await assets.file(for: try #require(AssetPath(rawValue: lookbook)))
            #expect(FileManager.default.contents(atPath: image.path)?.starts(with: [0xFF, 0xD8]) == true)
            #expect(FileManager.default.contents(atPath: pdf.path)?.starts(with: Array("%PDF".utf8)) == true)

            clock.advance(by: .seconds(61))
            let again = try await assets.file(for: try #require(AssetPath(rawValue: grid)))
            #expect(again == image)
            #expect(shop.server.counters.requests(to: "assets/" + grid) == 2)
            #expect(FileManager.default.contents(atPath: again.path)?.starts(with: [0xFF, 0xD8]) == true)
        }
    }
}
