import HummingbirdWebSocket
import Logging

/// One browser tab's WebSocket: opens the tab's scene, writes what the tab sends, hands every text
/// message to the tab, and closes the tab (discarding its scene) when the socket ends either way.
enum TabConnection {
    /// The largest message a tab may send (an event is a few hundred bytes).
    static let maximumMessageSize = 64 * 1_024

    /// Runs the tab at `path` of `shop` over the socket until it closes.
    static func run(shop: WebShop, path: String, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger) async {
        let (outgoing, continuation) = AsyncStream<String>.makeStream()
        guard let tab = await shop.openTab(path: path, send: { continuation.yield($0) }) else { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in outgoing {
                    do {
                        try await outbound.write(.text(text))
                    } catch {
                        return
                    }
                }
            }
            do {
                for try await message in inbound.messages(maxSize: maximumMessageSize) {
                    guard case .text(let text) = message else { continue }
                    await tab.receive(text)
                }
            } catch {
                logger.debug("a browser tab's socket failed", metadata: ["error": "\(error)"])
            }
            continuation.finish()
            group.cancelAll()
        }
        await shop.closeTab(tab)
    }
}
