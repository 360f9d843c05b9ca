public import IvkoModel
package import IvkoService
package import Logging

/// The signed-in customer's notifications as the push service sends them, one connection's worth:
/// what `DataManager.notificationFeed(after:)` answers, read with `for try await`. It ends when the
/// service closes the stream (it does within a minute: connect again with the last id) and throws a
/// `ShopError` when the connection fails. An event comes as the service sent it, twice when it sent
/// it twice: the middleware shows an id once.
public struct NotificationFeed: AsyncSequence, Sendable {
    /// What one connection hands over.
    public enum Item: Sendable, Hashable {
        /// A notification to show, named by its id.
        case notification(ShopNotification)
        /// The service asks to wait this long before connecting again.
        case retry(Duration)
        /// An event the shop does not show (a kind it does not know, data it cannot read): its id, when
        /// it has one, counts as seen.
        case passed(id: Int?)
        /// The session expired on the stream and a new one was opened: connect again now, with the
        /// last id seen. The feed ends after it.
        case sessionRenewed
    }

    /// One item.
    public typealias Element = Item
    /// What ends a connection early.
    public typealias Failure = ShopError

    private enum Source: Sendable {
        case push(IvkoPushStream, ResponseConverter, Logger)
        case items(AsyncThrowingStream<Item, any Error>)
    }

    private let source: Source

    /// The feed read from the push service's `stream`, each event converted by `converter`.
    package init(push stream: IvkoPushStream, converter: ResponseConverter, logger: Logger) {
        source = .push(stream, converter, logger)
    }

    /// A feed of given `items` (a fake shop's): a failure it finishes with is thrown as its
    /// `ShopError` (anything else as `.serverFailure`).
    package init(items: AsyncThrowingStream<Item, any Error>) {
        source = .items(items)
    }

    /// The reader of the feed (once).
    public func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .push(let stream, let converter, let logger):
            AsyncIterator(source: .push(stream.makeAsyncIterator(), converter, logger))
        case .items(let items):
            AsyncIterator(source: .items(items.makeAsyncIterator()))
        }
    }

    /// Reads the items in order; `next()` throws a typed `ShopError`.
    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate enum Source {
            case push(IvkoPushStream.AsyncIterator, ResponseConverter, Logger)
            case items(AsyncThrowingStream<Item, any Error>.Iterator)
            case ended
        }

        fileprivate var source: Source

        /// The next item, waiting for it; `nil` once the connection ended.
        public mutating func next() async throws(ShopError) -> Item? {
            switch source {
            case .ended:
                return nil
            case .items(var items):
                do {
                    let item = try await items.next()
                    source = item == nil ? .ended : .items(items)
                    return item
                } catch {
                    source = .ended
                    throw error as? ShopError ?? .serverFailure(reason: "\(error)")
                }
            case .push(var events, let converter, let logger):
                do throws(IvkoServiceError) {
                    let next = try await events.next()
                    source = next == nil ? .ended : .push(events, converter, logger)
                    guard let next else { return nil }
                    return Self.item(for: next, converter: converter, logger: logger)
                } catch .sessionLost {
                    source = .ended
                    return .sessionRenewed
                } catch {
                    source = .ended
                    throw ShopError(error)
                }
            }
        }

        private static func item(for pushed: IvkoPushItem, converter: ResponseConverter, logger: Logger) -> Item {
            switch pushed {
            case .retry(let delay):
                return .retry(delay)
            case .unreadable(let id, let type, let reason):
                logger.warning(
                    "a pushed event cannot be read", metadata: ["id": "\(id ?? "none")", "event": "\(type)", "reason": "\(reason)"])
                return .passed(id: id.flatMap { Int($0) })
            case .event(let event):
                do throws(DataError) {
                    guard let notification = try converter.notification(from: event) else {
                        logger.debug("a pushed event of a kind the shop does not show", metadata: ["id": "\(event.id ?? "none")"])
                        return .passed(id: event.id.flatMap { Int($0) })
                    }
                    return .notification(notification)
                } catch {
                    logger.warning("a pushed event cannot be converted", metadata: ["id": "\(event.id ?? "none")", "error": "\(error)"])
                    return .passed(id: event.id.flatMap { Int($0) })
                }
            }
        }
    }
}
