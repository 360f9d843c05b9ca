public import IvkoModel

/// The cart as the UI shows it at one moment.
public struct CartSnapshot: Sendable, Hashable {
    /// The lines, in the order they were added.
    public var entries: [CartEntry]
    /// Whether the server cart holds what the local cart holds.
    public var isSyncedWithServer: Bool
    /// How many times the cart was put back on the server after a new session.
    public var serverRestores: Int
    /// Why the last check of the lines' stock failed; `nil` once a check succeeds. While it is
    /// set, the availabilities are those of an earlier check (or unknown).
    public var stockCheckFailure: ShopError?

    /// Makes a snapshot.
    public init(
        entries: [CartEntry] = [], isSyncedWithServer: Bool = false, serverRestores: Int = 0, stockCheckFailure: ShopError? = nil
    ) {
        self.entries = entries
        self.isSyncedWithServer = isSyncedWithServer
        self.serverRestores = serverRestores
        self.stockCheckFailure = stockCheckFailure
    }

    /// The number of pieces, for a cart badge (`Int.max` when the lines hold more than that).
    public var itemCount: Int {
        entries.reduce(0) { count, entry in
            let (sum, overflow) = count.addingReportingOverflow(entry.item.quantity.value)
            return overflow ? .max : sum
        }
    }

    /// The pieces of each colour and size of `style` the cart holds (a product page's buttons stop
    /// where the stock does, counting them).
    public func pieces(of style: StyleCode) -> [Stock.Variant: Int] {
        entries.reduce(into: [:]) { pieces, entry in
            guard entry.item.style == style else { return }
            pieces[Stock.Variant(color: entry.item.color, size: entry.item.size), default: 0] += entry.item.quantity.value
        }
    }

    /// The entries that went out of stock or are short.
    public var unavailableEntries: [CartEntry] {
        entries.filter(\.availability.isShort)
    }

    /// The number of pieces in each of `snapshots`, repeats left out, until the stream ends or the
    /// consumer stops (for a cart badge).
    static func itemCounts(of snapshots: AsyncStream<CartSnapshot>) -> AsyncStream<Int> {
        AsyncStream { continuation in
            let task = Task {
                var last: Int?
                for await snapshot in snapshots where snapshot.itemCount != last {
                    last = snapshot.itemCount
                    continuation.yield(snapshot.itemCount)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
