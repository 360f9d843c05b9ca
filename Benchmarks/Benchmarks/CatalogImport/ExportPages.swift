import AsyncHTTPClient
import Foundation
import IvkoBackend
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of the backend's product export, 100,000 products in 100 pages of 1,000, made once
/// per benchmark process: the backend is started in-process with a generated catalog, every page
/// is fetched once over loopback, and the backend is stopped again before anything is measured.
enum ExportPages {
    static let productCount = 100_000
    static let pageSize = 1_000

    /// The response bodies of `products.json?page=1…100&size=1000`, in page order.
    static var pages: [Data] {
        get async throws { try await fetched.value }
    }

    private static let fetched = Task<[Data], any Error> {
        var logger = Logger(label: "ivko.backend")
        logger.logLevel = .error
        let server = try await IvkoBackendServer.start(IvkoBackendConfiguration(
            catalog: IvkoCatalog(productCount: productCount, seed: IvkoCatalog.defaultSeed), logger: logger
        ))
        let pageCount = (productCount + pageSize - 1) / pageSize
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
        #if canImport(Glibc)
        // Hand the generated catalog's freed memory back, so it does not count in the peak RSS.
        malloc_trim(0)
        #endif
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
