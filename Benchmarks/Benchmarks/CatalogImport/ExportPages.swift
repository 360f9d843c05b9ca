import AsyncHTTPClient
import Foundation
import IvkoBackend
import Logging

/// The bytes of the backend's product export, 100,000 products in 100 pages of 1,000, made once
/// per benchmark run: the backend is started in-process with a generated catalog, every page is
/// fetched once over loopback, and the backend is stopped again before anything is measured.
///
/// Each benchmark runs in its own process, so the pages are cached in a folder shared by the
/// processes of one run (named after their parent, the benchmark tool). The first benchmark,
/// sorted first by name, makes them; the others only read the files, so that generating the
/// catalog does not count in their peak memory.
enum ExportPages {
    static let productCount = 100_000
    static let pageSize = 1_000
    static let pageCount = (productCount + pageSize - 1) / pageSize

    /// The response bodies of `products.json?page=1…100&size=1000`, in page order.
    static var pages: [Data] {
        get async throws { try await loaded.value }
    }

    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("ivko-catalog-pages-\(getppid())")

    private static let loaded = Task<[Data], any Error> {
        let files = (1...pageCount).map { folder.appendingPathComponent("page-\($0).json") }
        let complete = folder.appendingPathComponent("complete")
        if FileManager.default.fileExists(atPath: complete.path) {
            return try files.map { try Data(contentsOf: $0) }
        }
        let pages = try await fetched()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (page, file) in zip(pages, files) {
            try page.write(to: file)
        }
        try Data().write(to: complete)
        return pages
    }

    /// Deletes the pages earlier runs left in the temporary folder.
    static func removeEarlierRuns() {
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix("ivko-catalog-pages-") && name != folder.lastPathComponent {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    private static func fetched() async throws -> [Data] {
        var logger = Logger(label: "ivko.backend")
        logger.logLevel = .error
        let server = try await IvkoBackendServer.start(
            IvkoBackendConfiguration(
                catalog: IvkoCatalog(productCount: productCount, seed: IvkoCatalog.defaultSeed), logger: logger
            ))
        var pages: [Data] = []
        do {
            for page in 1...pageCount {
                pages.append(try await fetch(server.baseURL.appendingPathComponent("products.json"), page: page))
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        return pages
    }

    private static func fetch(_ url: URL, page: Int) async throws -> Data {
        let request = HTTPClientRequest(url: "\(url.absoluteString)?page=\(page)&size=\(pageSize)")
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(60))
        guard response.status == .ok else { throw PageNotFetched(page: page, status: response.status.code) }
        let body = try await response.body.collect(upTo: 64 << 20)
        return Data(buffer: body)
    }

    /// A page the backend did not answer with 200.
    struct PageNotFetched: Error {
        let page: Int
        let status: UInt
    }
}
