import Foundation
import IvkoData
import IvkoModel

/// The check of the cart's prices and stock against the shop's live details: when the last check
/// succeeded, why the last one failed, and the reads it makes. Only its own methods change that;
/// `CartManager` owns one privately, makes its reads one operation at a time and applies what they
/// answer to its lines.
struct CartStockCheck: Sendable {
    /// What a check read, style by style, in order.
    struct Reading: Sendable {
        /// The live details of each style read: `nil` for a product no longer sold.
        var details: [(style: StyleCode, details: ProductDetails?)] = []
        /// Why the check stopped before its last style; `nil` when it read them all.
        var failure: ShopError?
    }

    private let shop: any ShopCalls
    /// When the last check succeeded.
    private var lastCheck: Date?
    /// Why the last check failed; `nil` once one succeeds.
    private(set) var failure: ShopError?

    /// No check made yet, through `shop`.
    init(shop: any ShopCalls) {
        self.shop = shop
    }

    /// Whether a check is due at `now`: none succeeded yet, or the last is `interval` old.
    func isDue(at now: Date, every interval: Duration) -> Bool {
        guard let lastCheck else { return true }
        return now.timeIntervalSince(lastCheck) >= interval.timeInterval
    }

    /// The live price and stock of `style`.
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await shop.details(of: style)
    }

    /// Reads the live details of `styles` in turn; a product no longer sold is read as `nil`, and
    /// any other failure stops the reading there.
    func read(_ styles: [StyleCode]) async -> Reading {
        var reading = Reading()
        for style in styles {
            do throws(ShopError) {
                reading.details.append((style, try await details(of: style)))
            } catch .notFound {
                reading.details.append((style, nil))
            } catch {
                reading.failure = error
                break
            }
        }
        return reading
    }

    /// Notes a check that read every style at `now`.
    mutating func succeeded(at now: Date) {
        lastCheck = now
        failure = nil
    }

    /// Notes a check that stopped for `error`; the last successful one stays.
    mutating func failed(_ error: ShopError) {
        failure = error
    }
}
