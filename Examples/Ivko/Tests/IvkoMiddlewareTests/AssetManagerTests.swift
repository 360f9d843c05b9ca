import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

@Suite struct AssetManagerTests {
    let directory: TemporaryDirectory
    let source = FakeShop()
    let clock = ManualClock()

    init() throws {
        directory = try TemporaryDirectory()
        source.assetVersions = ["img/a.jpg": ("\"a1\"", 100), "img/b.jpg": ("\"b1\"", 100), "img/c.jpg": ("\"c1\"", 100)]
    }

    func path(_ text: String) throws -> AssetPath {
        try #require(AssetPath(rawValue: text))
    }

    @Test func aFreshCopyIsServedFromTheCache() async throws {
        let assets = AssetManager(directory: directory.url, shop: source, clock: clock, logger: QuietLog.logger)
        let first = try await assets.file(for: try path("img/a.jpg"))
        let second = try await assets.file(for: try path("img/a.jpg"))
        #expect(first == second)
        #expect(FileManager.default.fileExists(atPath: first.path))
        #expect(source.count("asset") == 1)
    }

    @Test func aStaleCopyIsRevalidatedWithItsETag() async throws {
        let assets = AssetManager(
            directory: directory.url, shop: source, revalidationInterval: .seconds(3_600), clock: clock, logger: QuietLog.logger)
        _ = try await assets.file(for: try path("img/a.jpg"))
        clock.advance(by: .seconds(3_600))
        let file = try await assets.file(for: try path("img/a.jpg"))
        #expect(source.count("asset") == 2)
        #expect(FileManager.default.contents(atPath: file.path)?.count == 100)
        source.assetVersions["img/a.jpg"] = ("\"a2\"", 50)
        clock.advance(by: .seconds(3_600))
        let changed = try await assets.file(for: try path("img/a.jpg"))
        #expect(FileManager.default.contents(atPath: changed.path)?.count == 50)
        #expect(try await assets.cachedBytes() == 50)
    }

    @Test func theLeastRecentlyUsedAssetIsEvictedToStayUnderTheLimit() async throws {
        let assets = AssetManager(directory: directory.url, shop: source, sizeLimit: 250, clock: clock, logger: QuietLog.logger)
        let a = try await assets.file(for: try path("img/a.jpg"))
        clock.advance(by: .seconds(1))
        _ = try await assets.file(for: try path("img/b.jpg"))
        clock.advance(by: .seconds(1))
        _ = try await assets.file(for: try path("img/a.jpg"))
        clock.advance(by: .seconds(1))
        _ = try await assets.file(for: try path("img/c.jpg"))
        #expect(try await assets.isCached(try path("img/a.jpg")))
        #expect(try await assets.isCached(try path("img/b.jpg")) == false)
        #expect(try await assets.isCached(try path("img/c.jpg")))
        #expect(try await assets.cachedBytes() == 200)
        #expect(FileManager.default.fileExists(atPath: a.path))
    }

    @Test func aCachedCopyIsUsedWhenTheShopCannotBeReached() async throws {
        let assets = AssetManager(
            directory: directory.url, shop: source, revalidationInterval: .seconds(60), clock: clock, logger: QuietLog.logger)
        let first = try await assets.file(for: try path("img/a.jpg"))
        clock.advance(by: .seconds(120))
        source.setOffline(true)
        #expect(try await assets.file(for: try path("img/a.jpg")) == first)
    }
}
