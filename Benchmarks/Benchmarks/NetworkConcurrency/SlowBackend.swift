import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import IvkoBackend
import IvkoData
import IvkoModel
import Logging
import Networking
import NetworkingAsyncHTTPClient

/// The backend fixture in-process with a fixed latency on every request, and the catalog import and
/// a user's product page measured against it with one in-flight limit or another. What is measured
/// is waiting on the network, not the CPU, so the bodies run on the harness's own threads.
struct SlowBackend {
    static let latency = Duration.milliseconds(200)
    static let pageCount = 100
    static let pageSize = 100

    let server: IvkoBackendServer

    /// Starts the fixture with `pageCount × pageSize` products and `latency` on every request.
    static func start() async throws -> SlowBackend {
        var logger = Logger(label: "ivko.backend")
        logger.logLevel = .error
        let server = try await IvkoBackendServer.start(
            IvkoBackendConfiguration(
                catalog: IvkoCatalog(productCount: pageCount * pageSize, seed: IvkoCatalog.defaultSeed),
                faults: FaultConfiguration(latency: latency), logger: logger
            ))
        return SlowBackend(server: server)
    }

    func stop() async { await server.stop() }

    /// Imports the whole export into a new catalog database with a session limited by `limit`, the
    /// importer keeping as many pages in flight as the session allows (as the shop does); `during`
    /// runs once the import is under way, beside it.
    func importCatalog(
        limit: ConcurrencyLimit, during: (@Sendable (NetworkSession) async throws -> Void)? = nil
    ) async throws -> Duration {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("network-concurrency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try await CatalogStore.open(at: folder.appendingPathComponent("catalog.sqlite").path)
        defer { try? store.close() }
        let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: AdaptiveLimit.Configuration().maximum)
        var quiet = Logger(label: "layers.networking")
        quiet.logLevel = .error
        let session = NetworkSession(transport: transport, configuration: .init(concurrency: limit), logger: quiet)
        var dataLogger = Logger(label: "ivko.data")
        dataLogger.logLevel = .error
        let importer = CatalogImporter(converter: ResponseConverter(logger: dataLogger)) { session.concurrency().limit }
        let exportURL = server.baseURL.appendingPathComponent("products.json")
        let clock = ContinuousClock()
        let started = clock.now
        let importing = Task(priority: .utility) {
            try await importer.importCatalog(into: store) { page throws(ShopError) in
                try await Self.body(of: exportURL, query: "page=\(page)&size=\(Self.pageSize)", on: session)
            }
        }
        if let during {
            try await during(session)
        }
        let facts = try await importing.value
        let elapsed = clock.now - started
        try await transport.shutdown()
        guard facts.productCount + facts.inactiveCount + facts.skippedCount == Self.pageCount * Self.pageSize else {
            throw SlowBackendError(description: "the import accounted for \(facts.productCount) products, not all")
        }
        return elapsed
    }

    /// How long one product's details take to arrive when asked for, at `priority`, while the import
    /// fills the session: waits until the import has requests queued, then times the request.
    func productPage(during session: NetworkSession, priority: RequestPriority) async throws -> Duration {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        while session.concurrency().waiting[.background, default: 0] == 0 {
            guard clock.now < deadline else { throw SlowBackendError(description: "the import never queued a request") }
            try await Task.sleep(for: .milliseconds(5))
        }
        guard let style = server.catalog.products.last?.style else { throw SlowBackendError(description: "an empty catalog") }
        let details = server.baseURL.appendingPathComponent("details")
        let started = clock.now
        _ = try await Self.body(of: details, query: "style=\(style)", on: session, priority: priority)
        return clock.now - started
    }

    private static func body(
        of url: URL, query: String, on session: NetworkSession, priority: RequestPriority? = nil
    ) async throws(ShopError) -> RawExportPage {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .invalidData(reason: "no URL components in \(url)")
        }
        components.percentEncodedQuery = query
        guard let request = components.url.map({ URLRequest(url: $0) }) else { throw .invalidData(reason: "a bad query \(query)") }
        let payload = await session.send(request, options: RequestOptions(priority: priority))
        if let error = payload.error { throw .serverFailure(reason: "\(error)") }
        return RawExportPage(body: payload.data ?? Data())
    }
}

/// A benchmark run that did not do what it measures.
struct SlowBackendError: Error, CustomStringConvertible {
    let description: String
}
