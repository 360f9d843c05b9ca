import AsyncTestSupport
import Foundation
@testable import IvkoApp
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// The catalog's picture loads are let go once they end: a catalog coordinator that lives for a
/// long session opening product page after product page keeps no finished load behind. Found by
/// the shop's navigation cycles (every product page left one).
@MainActor
@Suite struct PictureLoaderTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func finishedLoadsAreNotKept() async throws {
        let folder = try TemporaryDirectory()
        let assets = AssetManager(directory: folder.url, source: OnePictureSource(), logger: LiveApp.quiet)
        let loader = PictureLoader()
        var applied = 0
        for number in 1...20 {
            let path = try #require(AssetPath(rawValue: "images/product-\(number).jpg"))
            loader.load(path, from: assets) { _ in applied += 1 }
        }
        try await waitUntil("every picture arrives", timeLimit: .seconds(60)) { applied == 20 }
        try await waitUntil("the finished loads are let go", timeLimit: .seconds(10)) { loader.loadCount == 0 }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func settleWaitsForTheLoadsUnderWay() async throws {
        let folder = try TemporaryDirectory()
        let assets = AssetManager(directory: folder.url, source: OnePictureSource(), logger: LiveApp.quiet)
        let loader = PictureLoader()
        var applied = 0
        for number in 1...5 {
            let path = try #require(AssetPath(rawValue: "images/product-\(number).jpg"))
            loader.load(path, from: assets) { _ in applied += 1 }
        }
        await loader.settle()
        #expect(applied == 5)
        #expect(loader.loadCount == 0)
    }
}

/// An asset source that serves a three-byte picture for any path.
private struct OnePictureSource: AssetSource {
    func downloadAsset(_ path: AssetPath, to file: URL, ifNoneMatch etag: String?) async throws(ShopError) -> AssetDownload {
        do {
            try Data([1, 2, 3]).write(to: file)
        } catch {
            throw .storageFailure(reason: "\(error)")
        }
        return .downloaded(file: file, etag: "\"1\"", contentType: "image/jpeg", byteCount: 3)
    }
}
