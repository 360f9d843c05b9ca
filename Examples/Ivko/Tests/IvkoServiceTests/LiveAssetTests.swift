import Foundation
import IvkoBackend
import IvkoService
import Testing

@Suite("Assets against the running backend")
struct LiveAssetTests {
    @Test func fetchThenNotModified() async throws {
        try await LiveBackend.with { backend in
            let path = try #require(backend.server.catalog.products.first?.images.grid)
            guard case .fetched(let bytes, let info) = try await backend.api.asset(path) else {
                Issue.record("the first fetch must bring the asset")
                return
            }
            #expect(info.byteCount == Int64(bytes.count))
            #expect(info.contentType == "image/jpeg")
            #expect(bytes.starts(with: [0xFF, 0xD8]))
            let etag = try #require(info.etag)
            #expect(try await backend.api.asset(path, ifNoneMatch: etag) == .notModified)
        }
    }

    @Test func downloadToFile() async throws {
        try await LiveBackend.with { backend in
            let path = try #require(backend.server.catalog.seasons.first?.lookbook)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ivko-service-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("lookbook.pdf")
            guard case .fetched(let url, let info) = try await backend.api.downloadAsset(path, to: file) else {
                Issue.record("the first download must bring the asset")
                return
            }
            #expect(url == file)
            #expect(info.contentType == "application/pdf")
            let saved = try Data(contentsOf: file)
            #expect(Int64(saved.count) == info.byteCount)
            #expect(saved.starts(with: Data("%PDF".utf8)))
            let etag = try #require(info.etag)
            #expect(try await backend.api.downloadAsset(path, to: file, ifNoneMatch: etag) == .notModified)
            #expect(try Data(contentsOf: file) == saved, "a 304 leaves the file alone")
        }
    }

    @Test func truncatedAssetIsFetchedAgain() async throws {
        try await LiveBackend.with { backend in
            let path = try #require(backend.server.catalog.products.first?.images.promo)
            backend.server.faults.script(.truncate, path: "assets/" + path)
            guard case .fetched(let bytes, let info) = try await backend.api.asset(path) else {
                Issue.record("the retry must bring the asset")
                return
            }
            #expect(Int64(bytes.count) == info.byteCount)
            #expect(backend.server.counters.requests(to: "assets/" + path) == 2)
        }
    }

    @Test func unknownAsset() async throws {
        try await LiveBackend.with { backend in
            await #expect(throws: IvkoServiceError.notFound(message: "No asset at img/none.jpg")) {
                try await backend.api.asset("img/none.jpg")
            }
            await #expect(throws: IvkoServiceError.self) { try await backend.api.call(.asset(path: "img/none.jpg")) }
        }
    }
}
