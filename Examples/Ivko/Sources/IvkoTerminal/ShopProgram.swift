import AsyncTools
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoMiddleware
import Logging
import Screens
import TerminalImages
import TerminalUI

/// One run of `ivko`: resets the data when asked, sends the logs to their file, starts the shop (and
/// the embedded backend behind its loading screen), drives it from the terminal, from standard input
/// or from browsers, and shuts everything down however the run ends. Returns the exit status.
@MainActor
final class ShopProgram {
    let settings: ShopSettings
    /// Made after the logging system is set up, so it writes to the log file.
    private lazy var logger = Logger(label: "ivko.terminal")
    /// The embedded backend once started, readable from any thread.
    private let serverBox = Locked<IvkoBackendServer?>(nil)
    /// The embedded ratings service once started, readable from any thread.
    private let reviewsBox = Locked<IvkoReviewsServer?>(nil)

    init(settings: ShopSettings) {
        self.settings = settings
    }

    /// Runs the shop to its end and returns the exit status.
    func run() async -> Int32 {
        // Everything ivko writes is the customer's own (orders, addresses, the session, the log).
        PrivateData.restrictNewFiles()
        if settings.resetsData {
            do {
                try DataFolder(settings.dataFolder).deleteShopData()
            } catch {
                Self.writeError("ivko: the local data in \(settings.dataFolder.path) could not be deleted: \(error)\n")
                return 1
            }
        }
        if let error = ShopLogging.bootstrap(file: settings.effectiveLogFile) {
            Self.writeError("ivko: logs are dropped, \(settings.effectiveLogFile.path) cannot be written: \(error)\n")
        }
        let timings = StartupTimings(
            warm: FileManager.default.fileExists(atPath: DataFolder(settings.dataFolder).catalogDatabase.path))
        logger.info(
            "ivko starts",
            metadata: [
                "data": "\(settings.dataFolder.path)", "headless": "\(settings.headless != nil)",
                "browser": "\(settings.browserPort != nil)",
            ])
        let host = ShopHost(
            navigationFile: NavigationFile(url: settings.navigationFile, logger: logger), link: settings.link, logger: logger)
        // Only `--timings` watches for the filled Home: the Catalog tab tells the watcher it inherits.
        if settings.printsTimings { host.delegate.applicationCoordinator.setDependency(timings as any ShopStartWatching) }
        host.start(connectingWindow: settings.browserPort == nil)
        // The loading screen shows while the live shop (and the embedded backend behind it) is made.
        let making = Task { () -> LiveShop? in
            do {
                let live = try await makeLive()
                host.open(live)
                return live
            } catch {
                logger.error("the shop could not be started", metadata: ["error": "\(error)"])
                host.failedToOpen(error)
                return nil
            }
        }
        let status: Int32
        if let screen = settings.headless {
            status = await HeadlessRun(host: host, screen: screen, timings: timings).run(lines: StandardInputLines.stream())
        } else if let port = settings.browserPort {
            status = await BrowserRun(
                host: host, port: port, pictureFolder: LiveShop.assetDirectory(in: settings.dataFolder),
                logger: logger
            ).run()
        } else {
            status = await runInTerminal(host: host, timings: timings)
        }
        await host.stop()
        if let live = await making.value { await live.shutdown() }
        if let server = serverBox.withLock({ $0 }) { await server.stop() }
        if let reviews = reviewsBox.withLock({ $0 }) { await reviews.stop() }
        if settings.printsTimings { Self.writeError(timings.report) }
        logger.info("ivko ends", metadata: ["status": "\(status)"])
        return status
    }

    /// Makes the live shop: on the remote backend, or on an embedded one it starts first (with the
    /// embedded ratings service).
    private func makeLive() async throws -> LiveShop {
        let settings = settings
        let logger = logger
        let serverBox = serverBox
        let reviewsBox = reviewsBox
        return try await Task.detached { () async throws -> LiveShop in
            let baseURL: URL
            var reviewsURL = settings.reviewsAPI
            switch settings.backend {
            case .remote(let url):
                baseURL = url
            case .embedded(let products):
                var configuration = IvkoBackendConfiguration(port: 0, catalog: IvkoCatalog(productCount: products))
                configuration.logger = Logger(label: "ivko.backend")
                let server = try await IvkoBackendServer.start(configuration)
                serverBox.withLock { $0 = server }
                baseURL = server.baseURL
                logger.info("the embedded backend listens", metadata: ["url": "\(server.baseURL.absoluteString)"])
                if reviewsURL == nil { reviewsURL = await Self.startReviews(into: reviewsBox, logger: logger) }
            }
            let live = try LiveShop(
                baseURL: baseURL, reviewsURL: reviewsURL, dataFolder: settings.dataFolder, credentialsFile: settings.credentialsFile,
                access: LiveShop.Access(
                    backendPin: settings.backendPin, reviewsUser: settings.reviewsCredentials?.user,
                    reviewsPassword: settings.reviewsCredentials?.password),
                logger: Logger(label: "ivko.app")
            )
            if let signIn = settings.signIn { await live.keepCredentials(username: signIn.username, password: signIn.password) }
            return live
        }.value
    }

    private func runInTerminal(host: ShopHost, timings: StartupTimings) async -> Int32 {
        let app = TerminalApp(application: host.application, imageDecoder: SystemImageDecoder(), inspector: host.inspector)
        host.attachHooks(to: app.interface)
        timings.markFirstFrame()
        do {
            switch try await app.run() {
            case .quit, .endOfInput:
                return 0
            case .signal(let signal):
                host.saveNavigation(of: app.interface.displayedScene)
                return signal.exitStatus
            }
        } catch {
            return fail("\(error)")
        }
    }

    /// Starts the embedded ratings service beside the embedded backend; the shop goes on without
    /// ratings (its product pages say so) when it cannot start.
    private nonisolated static func startReviews(into box: Locked<IvkoReviewsServer?>, logger: Logger) async -> URL? {
        do {
            let reviews = try await IvkoReviewsServer.start(IvkoReviewsConfiguration(logger: Logger(label: "ivko.reviews-backend")))
            box.withLock { $0 = reviews }
            logger.info("the embedded ratings service listens", metadata: ["url": "\(reviews.baseURL.absoluteString)"])
            return reviews.baseURL
        } catch {
            logger.warning("the embedded ratings service did not start; no ratings", metadata: ["error": "\(error)"])
            return nil
        }
    }

    private func fail(_ message: String) -> Int32 {
        logger.error("ivko stops", metadata: ["reason": "\(message)"])
        Self.writeError("ivko: \(message)\n")
        return 1
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
