public import IvkoModel
public import Logging

/// Turns the Ivko backend's responses into the clean model, and the model into request bodies.
///
/// One method per endpoint, each a synchronous conversion of one answer: the converter knows no
/// relations between objects and keeps no state between calls (combining answers, importing the
/// catalog page by page, keeping things on disk are jobs of `CatalogImporter`, the stores and the
/// layers above). Every quirk of the backend is handled here and nowhere else: decimal commas,
/// padded integers, boolean spellings, shop-time dates, the four kinds of empty, HTML and
/// references, upper-case names, codes and lists. A record that cannot be read is left out, noted
/// in the result's `skipped` and logged under `ivko.data`; a response of the wrong shape (or too
/// many records) is a `DataError`. Safe from any thread.
///
/// Hostile answers are bounded: cleaning HTML and dropping repeats in code lists take time in
/// proportion to the text; a quantity above `maximumQuantity` makes its record unreadable; an
/// amount is read from its exact digits or not at all; a page holds at most
/// `maximumProductsPerPage` products. (The API wrapper refuses oversized bodies before parsing.)
///
/// The converters take the API wrapper's `JSONValue`, so they are `package`, never public: the
/// middleware never sees JSON. `DataManager` and `CatalogImporter` pair them with the calls, and
/// the fuzz harness (`IvkoFuzzTargets`) runs them on mutated answers.
public struct ResponseConverter: Sendable {
    /// Europe/Belgrade, the zone the backend writes its times in: from the system's time-zone
    /// database, or the built-in Central European rule without one (never a fixed offset).
    public static let shopTimeZone = ShopTimeZone.belgrade()

    /// The most pieces one stock row or cart line may hold; a larger quantity makes the record
    /// unreadable (skipped and noted) instead of overflowing the sums above.
    public static let maximumQuantity = 1_000_000

    /// The most products one page of the export may list: twice the server's cap of 1,000 per
    /// page. A page with more is refused whole (`DataError.tooManyRecords`).
    public static let maximumProductsPerPage = 2_000

    /// The most products the whole export (`GET products.json` without paging) may list.
    public static let maximumProductsPerExport = 200_000

    /// The zone the backend's wall-clock times are read in.
    public let timeZone: ShopTimeZone
    /// The currency of amounts the backend sends without one (order totals).
    public let shopCurrency: Currency
    let logger: Logger

    /// Makes a data manager; the defaults are the Ivko shop's.
    public init(
        timeZone: ShopTimeZone = ResponseConverter.shopTimeZone,
        shopCurrency: Currency = .euro,
        logger: Logger = Logger(label: "ivko.data")
    ) {
        self.timeZone = timeZone
        self.shopCurrency = shopCurrency
        self.logger = logger
    }
}
