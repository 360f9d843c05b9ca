package import Foundation
public import IvkoModel
package import IvkoService
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

    /// Makes a converter; the defaults are the Ivko shop's.
    public init(
        timeZone: ShopTimeZone = ResponseConverter.shopTimeZone,
        shopCurrency: Currency = .euro,
        logger: Logger = Logger(label: "ivko.data")
    ) {
        self.timeZone = timeZone
        self.shopCurrency = shopCurrency
        self.logger = logger
    }

    /// The records of a `kind` answer, an object listing them in its array `list`, each read by
    /// `read`; a record that cannot be read is skipped, noted with its `key` member and logged.
    private func records<Record>(
        of json: JSONValue, _ kind: ResponseKind, list: String, key: String,
        _ read: (FieldReader) throws(FieldError) -> Record?
    ) throws(DataError) -> Converted<[Record]> {
        var reader = ResponseReader(kind, logger: logger)
        let elements = try reader.list(list, in: try reader.root(json))
        return Converted(reader.records(elements, at: list, key: key, read), skipped: reader.skipped)
    }
}

// MARK: - GET slides.json

extension ResponseConverter {
    /// Converts `GET slides.json` (a top-level array) into the promotions to show at `now`.
    ///
    /// A slide outside its `from`…`to` days (both included, on the shop's calendar) is left out;
    /// the rest are ordered by `order`, ties (and slides without an order, which go last) keeping
    /// the backend's order. Titles keep their case (they are headlines, not names).
    /// - Throws: `DataError.unexpectedStructure` when the response is not an array,
    ///   `DataError.timeZone` when the shop's zone cannot place `now`.
    package func promotions(fromSlides slides: JSONValue, now: Date) throws(DataError) -> Converted<[Promotion]> {
        var reader = ResponseReader(.slides, logger: logger)
        let elements = try reader.topLevelArray(slides)
        let today = try reader.day(of: now, in: timeZone)
        let promotions = reader.records(elements, at: "$", key: "style") { slide throws(FieldError) -> Promotion? in
            let promotion = try promotion(from: slide)
            guard promotion.isShown(on: today) else {
                logger.debug("Left out a slide outside its days", metadata: ["style": "\(promotion.style)"])
                return nil
            }
            return promotion
        }
        let ordered = promotions.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        return Converted(ordered.map(\.element), skipped: reader.skipped)
    }

    private func promotion(from slide: FieldReader) throws(FieldError) -> Promotion {
        Promotion(
            style: try slide.requiredStyle("style"),
            title: try slide.requiredPlainText("title"),
            subtitle: try slide.plainText("subtitle"),
            image: try slide.assetPath("img"),
            firstDay: try slide.day("from"),
            lastDay: try slide.day("to"),
            order: try slide.integer("order") ?? Int.max
        )
    }
}

// MARK: - GET seasons.json

extension ResponseConverter {
    /// Converts `GET seasons.json` into the seasons with their themes, in the backend's order.
    ///
    /// Inactive seasons are kept (`isActive` is `false`); names are title-cased when they arrive in
    /// one case. A theme row is `[code, name, hexColor]`; an unreadable row skips only that theme.
    /// - Throws: `DataError.unexpectedStructure` when `seasons` is not an array.
    package func seasons(fromSeasons seasons: JSONValue) throws(DataError) -> Converted<[Season]> {
        var reader = ResponseReader(.seasons, logger: logger)
        let root = try reader.root(seasons)
        let elements = try reader.list("seasons", in: root)
        let parsed = reader.records(elements, at: "seasons", key: "code") { fields throws(FieldError) in
            (try season(from: fields), try fields.array("themes") ?? [])
        }
        var result: [Season] = []
        result.reserveCapacity(parsed.count)
        for (season, rows) in parsed {
            var season = season
            for (index, row) in rows.enumerated() {
                do {
                    season.themes.append(try theme(from: row, of: season.id))
                } catch {
                    let key = row.arrayValue?.first?.stringValue
                    reader.skip("seasons[\(season.id)].themes[\(index)]", key: key, error: error)
                }
            }
            result.append(season)
        }
        return Converted(result, skipped: reader.skipped)
    }

    private func season(from fields: FieldReader) throws(FieldError) -> Season {
        let code = try fields.requiredText("code")
        guard let id = SeasonCode(rawValue: code.uppercased()) else {
            throw fields.unreadable("code", "a season code", code)
        }
        return Season(id: id, name: try fields.requiredName("name"), isActive: try fields.flag("active") ?? false)
    }

    /// A theme from its row `[code, name, hexColor]` (the colour may be left out).
    private func theme(from row: JSONValue, of season: SeasonCode) throws(FieldError) -> Theme {
        guard case .array(let cells) = row, (2...3).contains(cells.count) else {
            throw FieldError(field: "", problem: .wrongType(expected: "an array [code, name, colour]", found: row.kindName))
        }
        let fields = FieldReader(fields: ["code": cells[0], "name": cells[1], "color": cells.count > 2 ? cells[2] : .null])
        let code = try fields.requiredText("code")
        guard let id = ThemeID(season: season, code: code.uppercased()) else {
            throw fields.unreadable("code", "a two-character theme code", code)
        }
        var color: RGBColor?
        if let hex = try fields.text("color") {
            guard let parsed = RGBColor(hex: hex) else { throw fields.unreadable("color", "a colour #rrggbb", hex) }
            color = parsed
        }
        return Theme(id: id, name: try fields.requiredName("name"), color: color)
    }
}

// MARK: - GET colors.json

extension ResponseConverter {
    /// Converts `GET colors.json` (`{"colors": {"11": "Off-White", …}}`) into the colour table.
    ///
    /// Codes are normalised as everywhere (`"7"` → `07`); an entry whose code or name cannot be read
    /// is skipped. Codes missing from the table are kept by `ColorTable.color(for:)` as `Colour NN`.
    /// - Throws: `DataError.unexpectedStructure` when `colors` is not an object.
    package func colorTable(fromColors colors: JSONValue) throws(DataError) -> Converted<ColorTable> {
        var reader = ResponseReader(.colors, logger: logger)
        let root = try reader.root(colors)
        guard let value = root.raw("colors") else {
            throw .unexpectedStructure(.colors, path: "colors", expected: "an object", found: "nothing")
        }
        guard let entries = root.member("colors", value) else {
            throw .unexpectedStructure(.colors, path: "colors", expected: "an object", found: value.kindName)
        }
        var names: [ColorCode: String] = [:]
        for key in entries.fields.keys.sorted() {
            do throws(FieldError) {
                let trimmedKey = TextTrimming.trimmed(key)
                guard let code = CodeParser.color(trimmedKey) else {
                    throw entries.unreadable(key, "a colour code", key)
                }
                names[code] = try entries.requiredName(key)
            } catch {
                reader.skip("colors.\(key)", key: key, error: error)
            }
        }
        return Converted(ColorTable(names: names), skipped: reader.skipped)
    }
}

// MARK: - GET stores.json

extension ResponseConverter {
    /// Converts `GET stores.json` into the shop's stores, in the backend's order.
    ///
    /// A store needs a number, a name, a street and a city; one without is skipped (counted in
    /// `skipped` and logged with its reason). Names and cities are title-cased when they arrive in
    /// one case (`IVKO KNEZ MIHAILOVA  ` → `Ivko Knez Mihailova`); the hours are plain text (HTML
    /// entities decoded); a missing open flag means open; `since` is a day on the shop's calendar.
    /// - Throws: `DataError.unexpectedStructure` when the answer is not an object with a `stores` array.
    package func stores(fromStores stores: JSONValue) throws(DataError) -> Converted<[Store]> {
        try records(of: stores, .stores, list: "stores", key: "storeNo") { fields throws(FieldError) in
            Store(
                id: StoreNumber(try fields.requiredText("storeNo")),
                name: try fields.requiredName("name"),
                street: try fields.requiredPlainText("street"),
                city: try fields.requiredName("city"),
                zip: try fields.text("zip"),
                phone: try fields.text("phone"),
                hours: try fields.plainText("hours"),
                isOpen: try fields.flag("open") ?? true,
                openedOn: try fields.day("since")
            )
        }
    }
}

// MARK: - GET details

extension ResponseConverter {
    /// Converts `GET details?style=` into the live price, stock and related styles of one product.
    ///
    /// Stock rows are `{"color", "size", "qty"}` (`qty` may be padded, `"007"`); a pair not listed
    /// has no stock. An unreadable stock row (also one whose `qty` is negative or above
    /// `ResponseConverter.maximumQuantity`) or related code is skipped (noted in `skipped`): it can only
    /// hide stock, never invent it. Repeated related styles are dropped in linear time.
    /// - Throws: `DataError.invalidField` when the style or price cannot be read,
    ///   `DataError.unexpectedStructure` when `stock` is not an array.
    package func productDetails(fromDetails details: JSONValue) throws(DataError) -> Converted<ProductDetails> {
        var reader = ResponseReader(.details, logger: logger)
        let root = try reader.root(details)
        let (style, price) = try reader.single { () throws(FieldError) in
            (try root.requiredStyle("style"), try PriceReader.price(try root.requiredObject("price"), fallbackCurrency: shopCurrency))
        }
        let rows = try reader.list("stock", in: root, required: false)
        let variants = reader.records(rows, at: "stock", key: "color") { row throws(FieldError) in
            let quantity = try row.quantity("qty") ?? 0
            return (Stock.Variant(color: try row.requiredColor("color"), size: try row.lineSize("size")), quantity)
        }
        let related = relatedStyles(root, reader: &reader)
        let stock = Stock(Dictionary(variants) { _, last in last })
        return Converted(ProductDetails(style: style, price: price, stock: stock, related: related), skipped: reader.skipped)
    }

    /// The styles of the comma-separated `related` member, unreadable ones skipped.
    private func relatedStyles(_ root: FieldReader, reader: inout ResponseReader) -> [StyleCode] {
        let raw: String?
        do {
            raw = try root.text("related")
        } catch {
            reader.skip("related", key: nil, error: error)
            return []
        }
        var styles: [StyleCode] = []
        var seen: Set<StyleCode> = []
        for (index, element) in CodeParser.list(raw ?? "", separator: ",").enumerated() {
            guard let style = CodeParser.style(element) else {
                let error = root.unreadable("related", "a style code", element)
                reader.skip("related[\(index)]", key: element, error: error)
                continue
            }
            if seen.insert(style).inserted { styles.append(style) }
        }
        return styles
    }
}

// MARK: - GET customer, customer/balance, customer/addresses

extension ResponseConverter {
    /// Converts `GET customer` into the customer's profile.
    ///
    /// The customer number is kept as sent (`0004711`); names are title-cased when they arrive in
    /// one case (`PETROVIĆ ` → `Petrović`); `since` is a day on the shop's calendar.
    /// - Throws: `DataError.invalidField` when `customerNo` is missing or a value cannot be read.
    package func customerProfile(fromCustomer customer: JSONValue) throws(DataError) -> CustomerProfile {
        let reader = ResponseReader(.customer, logger: logger)
        let root = try reader.root(customer)
        return try reader.single { () throws(FieldError) in
            CustomerProfile(
                number: CustomerNumber(try root.requiredText("customerNo")),
                firstName: try root.name("firstName") ?? "",
                lastName: try root.name("lastName") ?? "",
                email: try root.text("email"),
                since: try root.day("since")
            )
        }
    }

    /// Converts `GET customer/balance` into loyalty points and store credit.
    ///
    /// An empty value means none (0 points, no credit); an amount without a currency is in the shop's.
    /// - Throws: `DataError.invalidField` when a value cannot be read.
    package func balance(fromBalance balance: JSONValue) throws(DataError) -> Balance {
        let reader = ResponseReader(.balance, logger: logger)
        let root = try reader.root(balance)
        return try reader.single { () throws(FieldError) in
            let currency = try root.currency("currency", fallback: shopCurrency)
            return Balance(points: try root.integer("points") ?? 0, credit: Money(try root.decimal("credit") ?? 0, currency))
        }
    }

    /// Converts `GET customer/addresses` into the shipping addresses, in the backend's order.
    ///
    /// An address needs an id, a street line and a city; one without is skipped. Cities are
    /// title-cased when they arrive in one case (`BEOGRAD` → `Beograd`); street lines are kept as sent.
    /// - Throws: `DataError.unexpectedStructure` when `addresses` is not an array.
    package func addresses(fromAddresses addresses: JSONValue) throws(DataError) -> Converted<[Address]> {
        try records(of: addresses, .addresses, list: "addresses", key: "id") { fields throws(FieldError) in
            Address(
                id: AddressID(try fields.requiredText("id")),
                line1: try fields.requiredPlainText("line1"),
                city: try fields.requiredName("city"),
                zip: try fields.text("zip"),
                country: try fields.text("country")?.uppercased(),
                isDefault: try fields.flag("default") ?? false
            )
        }
    }
}

// MARK: - The cart (GET cart, POST cart/lines, DELETE cart/lines/ID)

extension ResponseConverter {
    /// Converts the whole cart, the answer of `GET cart`, `POST cart/lines` and `DELETE cart/lines/ID`
    /// (the three send the same shape), into the model's cart.
    ///
    /// A line's `price` is the price of one piece, in the cart's `currency`. A line that cannot be
    /// read (also one whose `qty` is below 1 or above `ResponseConverter.maximumQuantity`) is skipped
    /// and noted; the total is kept as the backend computed it.
    /// - Throws: `DataError.unexpectedStructure` when `lines` is not an array,
    ///   `DataError.invalidField` when the total or currency cannot be read.
    package func cart(fromCart cart: JSONValue) throws(DataError) -> Converted<Cart> {
        var reader = ResponseReader(.cart, logger: logger)
        let root = try reader.root(cart)
        let elements = try reader.list("lines", in: root, required: false)
        let (currency, total) = try reader.single { () throws(FieldError) in
            let currency = try root.currency("currency", fallback: shopCurrency)
            return (currency, try root.decimal("total").map { Money($0, currency) })
        }
        let lines = reader.records(elements, at: "lines", key: "lineId") { fields throws(FieldError) in
            try cartLine(from: fields, currency: currency)
        }
        return Converted(Cart(lines: lines, total: total), skipped: reader.skipped)
    }

    private func cartLine(from fields: FieldReader, currency: Currency) throws(FieldError) -> CartLine {
        let pieces = try fields.quantity("qty") ?? 0
        guard let quantity = Quantity(pieces) else { throw fields.unreadable("qty", "a quantity of 1 or more", "\(pieces)") }
        guard let price = try fields.decimal("price") else { throw fields.error("price", .missing) }
        let item = CartItem(
            style: try fields.requiredStyle("style"),
            color: try fields.requiredColor("color"),
            size: try fields.lineSize("size"),
            quantity: quantity
        )
        return CartLine(id: CartLineID(try fields.requiredText("lineId")), item: item, unitPrice: Money(price, currency))
    }
}

// MARK: - GET orders

extension ResponseConverter {
    /// Converts `GET orders` into the order history, in the backend's order.
    ///
    /// Totals come without a currency and are in the shop's. A status this app does not know is
    /// kept as `.other`; an order without a number, day, total or status is skipped.
    /// - Throws: `DataError.unexpectedStructure` when `orders` is not an array.
    package func orderHistory(fromOrders orders: JSONValue) throws(DataError) -> Converted<[OrderSummary]> {
        try records(of: orders, .orders, list: "orders", key: "orderNo") { fields throws(FieldError) in
            guard let total = try fields.decimal("total") else { throw fields.error("total", .missing) }
            return OrderSummary(
                number: OrderNumber(try fields.requiredText("orderNo")),
                date: try fields.requiredDay("date"),
                total: Money(total, try fields.currency("currency", fallback: shopCurrency)),
                status: OrderStatusParser.status(try fields.requiredText("status"))
            )
        }
    }

    /// Converts the answer of `POST orders` into the confirmation of the placed order.
    ///
    /// The same `clientRef` sent again answers the same order, so a retried call converts to the
    /// same confirmation. The total comes without a currency and is in the shop's.
    /// - Throws: `DataError.invalidField` when the order number or total is missing or unreadable.
    package func orderConfirmation(fromPlacedOrder placedOrder: JSONValue) throws(DataError) -> OrderConfirmation {
        let reader = ResponseReader(.placeOrder, logger: logger)
        let root = try reader.root(placedOrder)
        return try reader.single { () throws(FieldError) in
            guard let total = try root.decimal("total") else { throw root.error("total", .missing) }
            return OrderConfirmation(
                number: OrderNumber(try root.requiredText("orderNo")),
                total: Money(total, try root.currency("currency", fallback: shopCurrency))
            )
        }
    }
}
