public import Foundation
public import IvkoModel
public import Logging

/// Turns the Ivko backend's responses into the clean model, and the model into request bodies.
///
/// One method per endpoint. Every quirk of the backend is handled here and nowhere else: decimal
/// commas, padded integers, boolean spellings, shop-time dates, the four kinds of empty, HTML and
/// references, upper-case names, codes and lists. A record that cannot be read is left out, noted
/// in the result's `skipped` and logged under `ivko.data`; a response of the wrong shape is a
/// `DataError`. Conversion is synchronous, keeps no state between calls and is safe from any thread.
public struct DataManager: Sendable {
    /// Europe/Belgrade, the zone the backend writes its times in.
    public static let shopTimeZone: TimeZone =
        TimeZone(identifier: "Europe/Belgrade") ?? TimeZone(secondsFromGMT: 3_600) ?? .gmt

    /// The zone the backend's wall-clock times are read in.
    public let timeZone: TimeZone
    /// The currency of amounts the backend sends without one (order totals).
    public let shopCurrency: Currency
    let logger: Logger

    /// Makes a data manager; the defaults are the Ivko shop's.
    public init(
        timeZone: TimeZone = DataManager.shopTimeZone,
        shopCurrency: Currency = .euro,
        logger: Logger = Logger(label: "ivko.data")
    ) {
        self.timeZone = timeZone
        self.shopCurrency = shopCurrency
        self.logger = logger
    }
}
