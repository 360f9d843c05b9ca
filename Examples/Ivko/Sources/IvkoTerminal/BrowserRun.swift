import Foundation
import IvkoWeb
import Logging
import TerminalUI

/// `ivko --browser`: serves the shop to browsers on 127.0.0.1 (every tab a window of the shop, see
/// `ShopWebServer`), prints the address to open with the run's secret on standard output, and runs
/// until SIGINT, SIGTERM or SIGHUP, then closes every tab and stops serving.
@MainActor
struct BrowserRun {
    /// The shop's application.
    let host: ShopHost
    /// The port asked for (0: any free one).
    let port: Int
    /// The picture cache folder the pages' pictures come from.
    let pictureFolder: URL
    /// The run's log.
    let logger: Logger

    /// Serves until a signal ends the run; returns the exit status.
    func run() async -> Int32 {
        // Listening before the address is out, so a signal right after it is not lost.
        let signals = DispatchSignalSource()
        let (endings, continuation) = AsyncStream<TerminalSignal>.makeStream()
        signals.start { signal in
            if signal.endsProgram { continuation.yield(signal) }
        }
        defer { signals.stop() }
        let shop = WebShop(
            application: host.application, delegate: host.delegate, inspector: host.inspector, pictureFolder: pictureFolder,
            firstTabLink: host.link, logger: Logger(label: "ivko.web"))
        let server: ShopWebServer
        do {
            server = try await ShopWebServer.start(shop: shop, port: port, logger: Logger(label: "ivko.web.server"))
        } catch {
            logger.error("the browser server did not start", metadata: ["error": "\(error)"])
            ShopProgram.writeError("ivko: the browser server did not start on 127.0.0.1:\(port): \(error)\n")
            return 1
        }
        logger.info("the browser server listens", metadata: ["port": "\(server.port)"])
        FileHandle.standardOutput.write(Data("Ivko is open at \(server.address)\n".utf8))
        var iterator = endings.makeAsyncIterator()
        let signal = await iterator.next() ?? .terminate
        logger.info("the browser server stops", metadata: ["signal": "\(signal)"])
        await server.stop()
        return signal.exitStatus
    }
}
