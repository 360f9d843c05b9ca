import HummingbirdWebSocket
import Logging

/// One browser tab's WebSocket: opens the tab's scene (or reattaches the tab the page names),
/// writes what the tab sends, hands every text message to the tab, and when the socket ends closes
/// the tab (discarding its scene) if the page left, else detaches it to wait for the page's
/// reconnecting.
enum TabConnection {
    /// The largest message a tab may send (an event is a few hundred bytes).
    static let maximumMessageSize = 64 * 1_024

    /// Runs the tab at `path` of `shop` (the one `token` names, when there is one) over the socket
    /// until it closes; `width` is the page's width in CSS pixels when the script gave it, so the
    /// first page is drawn for it.
    static func run(
        shop: WebShop, path: String, width: Int?, token: String?, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
        logger: Logger
    ) async {
        let (outgoing, continuation) = AsyncStream<String>.makeStream()
        guard
            let (tab, connection) = await shop.openTab(
                path: path, width: width, resuming: token, send: { continuation.yield($0) })
        else { return }
        var left = false
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
                    if await !tab.receive(text) {
                        left = true
                        break
                    }
                }
            } catch {
                logger.debug("a browser tab's socket failed", metadata: ["error": "\(error)"])
            }
            continuation.finish()
            group.cancelAll()
        }
        if left {
            await shop.closeTab(tab)
        } else {
            await shop.detachTab(tab, connection: connection)
        }
    }
}
