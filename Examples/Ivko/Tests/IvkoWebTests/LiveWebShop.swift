import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoTestSupport
import IvkoWeb
import Logging
import Screens

/// The whole shop behind its browser server: the backend fixture, the composition root on a
/// throwaway data folder, the application with the shop's delegate, and the server on a free port.
@MainActor
final class LiveWebShop {
    let backend: IvkoBackendServer
    let folder: TemporaryDirectory
    let live: LiveShop
    let delegate: ShopApplicationDelegate
    let application: Application
    let inspector: Inspector
    let shop: WebShop
    let server: ShopWebServer

    private init(
        backend: IvkoBackendServer, folder: TemporaryDirectory, live: LiveShop, delegate: ShopApplicationDelegate,
        application: Application, inspector: Inspector, shop: WebShop, server: ShopWebServer
    ) {
        self.backend = backend
        self.folder = folder
        self.live = live
        self.delegate = delegate
        self.application = application
        self.inspector = inspector
        self.shop = shop
        self.server = server
    }

    static var quiet: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return logger
    }

    /// The server's base, `http://127.0.0.1:PORT`.
    var origin: String { "http://127.0.0.1:\(server.port)" }
    /// The secret of the run, read from the printed address.
    var key: String { String(server.address.split(separator: "=").last ?? "") }

    /// Starts it all (signed in as demo when `signedIn`), runs `body`, and stops it all.
    static func with(signedIn: Bool, _ body: (LiveWebShop) async throws -> Void) async throws {
        var configuration = IvkoBackendConfiguration(catalog: IvkoCatalog(productCount: 40))
        configuration.logger.logLevel = .critical
        let backend = try await IvkoBackendServer.start(configuration)
        let folder = try TemporaryDirectory()
        let live = LiveShop(baseURL: backend.baseURL, dataFolder: folder.url, logger: quiet)
        if signedIn { await live.keepCredentials(username: "demo", password: "demo") }
        let delegate = ShopApplicationDelegate(logger: quiet)
        delegate.applicationCoordinator.build(on: live.localData)
        let application = Application(delegate: delegate)
        let inspector = Inspector(root: delegate.applicationCoordinator)
        application.launch()
        let shop = WebShop(
            application: application, delegate: delegate, inspector: inspector,
            pictureFolder: LiveShop.assetDirectory(in: folder.url), logger: quiet)
        let server: ShopWebServer
        do {
            server = try await ShopWebServer.start(shop: shop, port: 0, logger: quiet)
        } catch {
            await delegate.shutDown()
            await live.shutdown()
            await backend.stop()
            throw error
        }
        let web = LiveWebShop(
            backend: backend, folder: folder, live: live, delegate: delegate, application: application, inspector: inspector,
            shop: shop, server: server)
        var failure: (any Error)?
        do {
            try await body(web)
        } catch {
            failure = error
        }
        await server.stop()
        await delegate.shutDown()
        await live.shutdown()
        await backend.stop()
        if let failure { throw failure }
    }
}
