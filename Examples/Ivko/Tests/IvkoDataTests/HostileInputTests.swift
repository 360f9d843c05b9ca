import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import IvkoData
import IvkoModel
import IvkoService
import IvkoTestSupport
import Testing

/// Answers mutated to be as hostile as possible: every reading stays linear in the size of the
/// answer, bounded in memory, and typed in its failures. The time bounds are processor time on
/// the test's thread and generous (each case takes a fraction of a second in a debug build and
/// milliseconds in release; the quadratic code took seconds to hours), so they cannot flake.
@Suite("Hostile answers", .serialized)
struct HostileInputTests {
    let data = ResponseConverter()

    /// A megabyte of text.
    static let megabyte = 1 << 20

    /// The processor time a megabyte may take: about 0.2 s in a debug build and 3 s under the thread
    /// sanitizer, against the hour the quadratic code would take, so only a quadratic reader fails.
    static let linearLimit = Duration.seconds(20)

    /// The processor time a list of 40,000 entries may take: well under a second in a debug build
    /// and under the thread sanitizer; the quadratic checks made 200 million comparisons.
    static let listLimit = Duration.seconds(2)

    /// The processor time `body` takes on the calling thread: unlike the wall clock, it does not
    /// grow when other tests or processes share the cores.
    private func duration(_ body: () throws -> Void) rethrows -> Duration {
        func threadTime() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
        let start = threadTime()
        try body()
        return threadTime() - start
    }

    // MARK: Cleaning HTML

    /// `<a` with no closing `>`, `<a "` with an unclosed quote and the like, a megabyte of each:
    /// no `<` may send the reader searching to the end again.
    @Test(arguments: ["<a", "<a \"", "<a '", "<a \"x\" ", "<b>x<a", "<!x", "</a", "<a\"'"])
    func aMegabyteOfUnclosedTagsIsCleanedInLinearTime(unit: String) {
        let text = String(repeating: unit, count: Self.megabyte / unit.utf8.count)
        var plain = ""
        let elapsed = duration { plain = HTMLText.plainText(text) }
        #expect(elapsed < Self.linearLimit, "\(elapsed) for \(unit)")
        #expect(!plain.isEmpty)
    }

    @Test func unclosedTagsStayText() {
        #expect(HTMLText.plainText("<a<a<a") == "<a<a<a")
        #expect(HTMLText.plainText("<a \"<b>\" x<a") == "<a \"\" x<a")
        #expect(HTMLText.plainText("<a '> <b>bold</b>") == "<a '> bold")
        #expect(HTMLText.plainText("x <a href='y'>link</a> <a") == "x link <a")
    }

    /// Every text field is cleaned as HTML; a product with 256 KB of `<a` in any of them converts
    /// like any other (the quadratic cleaning took seconds for 40 KB).
    @Test(arguments: ["name", "desc", "category", "care", "materials"])
    func aProductWithAHugeFieldConverts(field: String) throws {
        let text = String(repeating: "<a", count: Self.megabyte / 8)
        var product: [String: JSONValue] = [
            "style": .string("W26KD0112"), "name": .string("Dress"), "price": .object(["retail": .string("1,00")]),
            "active": .string("Y"),
        ]
        product[field] = field == "materials" ? .array([.string(text)]) : .string(text)
        let page = JSONValue.object(["products": .array([.object(product)])])
        var converted: Converted<ProductExportPage>?
        let elapsed = try duration { converted = try data.productPage(fromProducts: page) }
        #expect(elapsed < Self.linearLimit, "\(elapsed)")
        #expect(converted?.products.count == 1)
        #expect(converted?.skipped.isEmpty == true)
    }

    // MARK: Repeats in lists

    /// A size list of 20,000 different sizes, each twice (the quadratic check compared each size
    /// with every one before it: 200 million comparisons).
    @Test func aHugeSizeListIsReadInLinearTime() throws {
        let distinct = (1...20_000).map(String.init).joined(separator: "/")
        let text = distinct + "/" + distinct
        var sizes: [Size]?
        let elapsed = duration { sizes = SizeParser.sizes(from: text) }
        #expect(elapsed < Self.listLimit, "\(elapsed)")
        #expect(sizes?.count == 20_000)
        #expect(sizes?.first?.rawValue == "1")
        #expect(sizes?.last?.rawValue == "20000")
    }

    /// A colour list and a related-styles list of 20,000 different codes, each twice.
    @Test func hugeColourAndRelatedListsAreReadInLinearTime() throws {
        let colors = (0..<20_000).map { String($0) }.joined(separator: ",")
        let styles = (0..<20_000).map { "W26\(["KD", "NR", "BL"][$0 % 3])\(String(format: "%04d", $0 % 10_000))" }
            .joined(separator: ",")
        let page = JSONValue.object([
            "products": .array([
                .object([
                    "style": .string("W26KD0112"), "name": .string("Dress"), "colors": .string(colors + "," + colors),
                    "price": .object(["retail": .string("1,00")]), "active": .string("Y"),
                ])
            ])
        ])
        let details = JSONValue.object([
            "style": .string("W26KD0112"), "price": .object(["retail": .string("1,00")]), "related": .string(styles + "," + styles),
        ])
        var product: Product?
        var related: [StyleCode] = []
        let colourTime = try duration { product = try data.productPage(fromProducts: page).products.first }
        let relatedTime = try duration { related = try data.productDetails(fromDetails: details).related }
        #expect(colourTime < Self.listLimit, "\(colourTime)")
        #expect(relatedTime < Self.listLimit, "\(relatedTime)")
        #expect(product?.colors.count == 20_000)
        #expect(product?.colors.first?.rawValue == "00")
        #expect(related.count == 20_000)
        #expect(related.first?.rawValue == "W26KD0000")
    }

    // MARK: Quantities

    /// The integer reader accepts `9.223.372.036.854.775.807`; a quantity is bounded, so the sums
    /// of the model never see it.
    @Test func aQuantityBeyondTheMaximumSkipsItsRecord() throws {
        let details = try data.productDetails(
            fromDetails: try Samples.parse(
                """
                {"style": "W26NR0031", "price": {"retail": "1,00"}, "stock": [
                  {"color": "12", "size": "M", "qty": "9.223.372.036.854.775.807"},
                  {"color": "12", "size": "L", "qty": 9223372036854775807},
                  {"color": "12", "size": "S", "qty": "1.000.001"},
                  {"color": "12", "size": "XL", "qty": "1.000.000"},
                  {"color": "23", "size": "S", "qty": "-1"}]}
                """))
        #expect(details.stock.total == ResponseConverter.maximumQuantity)
        #expect(details.skipped.map(\.path) == ["stock[0]", "stock[1]", "stock[2]", "stock[4]"])
        #expect(
            details.skipped.first?.error
                == FieldError(
                    field: "qty", problem: .unreadable(expected: "a quantity of 0 to 1000000", value: "9223372036854775807")
                ))

        let cart = try data.cart(
            fromCart: try Samples.parse(
                """
                {"currency": "EUR", "lines": [
                  {"lineId": "1", "style": "W26NR0031", "color": "12", "size": "M", "qty": "9.223.372.036.854.775.807", "price": "1,00"},
                  {"lineId": "2", "style": "W26NR0031", "color": "12", "size": "L", "qty": "2", "price": "1,00"}]}
                """))
        #expect(cart.pieceCount == 2)
        #expect(cart.skipped.map(\.path) == ["lines[0]"])
    }

    // MARK: Prices

    /// Exponent forms and digits a `Double` cannot hold are refused with a typed error, never a
    /// NaN price and never a rounded one.
    @Test(arguments: ["1e300", "5e-324", "-1e300", "1e21", "12345678901234567890123", "0.1000000000000000055511151231257827"])
    func aPriceWhoseDigitsAreLostIsRefused(number: String) throws {
        let page = try data.productPage(
            fromProducts: try Samples.parse(
                """
                {"products": [{"style": "W26KD0112", "name": "X", "price": {"retail": \(number)}, "active": "Y"}]}
                """))
        #expect(page.products.isEmpty)
        #expect(page.skipped.first?.error.field == "price.retail")
        let details = #"{"style": "W26KD0112", "price": {"retail": \#(number)}}"#
        #expect(throws: DataError.self) { try data.productDetails(fromDetails: try Samples.parse(details)) }
    }

    @Test(arguments: [("129.9", "129.9"), ("129.90", "129.9"), ("9007199254740993", "9007199254740993"), ("1.5e2", "150")])
    func aPriceInAJSONNumberIsExact(number: String, expected: String) throws {
        let page = try data.productPage(
            fromProducts: try Samples.parse(
                """
                {"products": [{"style": "W26KD0112", "name": "X", "price": {"retail": \(number)}, "active": "Y"}]}
                """))
        let price = try #require(page.products.first?.price.regular)
        #expect(price.amount == Expect.decimal(expected))
        #expect(!price.description.contains("NaN"))
    }

    // MARK: Page size

    @Test func aPageWithTooManyProductsIsATypedError() throws {
        let products = Array(repeating: JSONValue.object(["style": .string("x")]), count: ResponseConverter.maximumProductsPerPage + 1)
        #expect(throws: DataError.tooManyRecords(.products, path: "products", count: 2_001, limit: 2_000)) {
            try data.productPage(fromProducts: .object(["products": .array(products)]))
        }
        let atTheLimit = Array(products.dropLast())
        #expect(try data.productPage(fromProducts: .object(["products": .array(atTheLimit)])).skipped.count == 2_000)
    }

    /// A million tiny products (14 MB, which took 6 GB to read) and 8,001 empty objects in a few
    /// kilobytes are both refused before they are parsed.
    @Test func anOversizedPageIsRefusedUnparsed() async throws {
        let million = "{\"products\": [" + Array(repeating: #"{"style":"x"}"#, count: 1_000_000).joined(separator: ",") + "]}"
        let objects = "{\"products\": [" + Array(repeating: "{}", count: 8_000).joined(separator: ",") + "]}"
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        for (body, objectCount) in [(million, nil), (objects, 8_001)] as [(String, Int?)] {
            let bytes = Data(body.utf8)
            var failure: CatalogImportError?
            do throws(CatalogImportError) {
                _ = try await CatalogImporter(converter: data).importCatalog(into: store) { _ in RawExportPage(body: bytes) }
            } catch {
                failure = error
            }
            // `tooLarge` is decided on the bytes, before anything is parsed.
            let tooLarge = IvkoServiceError.tooLarge(byteCount: bytes.count, objectCount: objectCount, limits: .productPage)
            #expect(failure == .page(1, .invalidData(reason: tooLarge.description)))
        }
        #expect(try await store.productCount() == 0)
        try store.close()
    }

    /// Pages handed over as bytes are read like the API wrapper's answers: the backend's error
    /// answer is its typed error, a body that is not JSON is invalid data.
    @Test func rawPagesAreReadLikeAnswers() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let importer = CatalogImporter(converter: data)
        let sample = try Data(contentsOf: Samples.directory.appendingPathComponent("products-page1.json"))
        let facts = try await importer.importCatalog(into: store) { _ in RawExportPage(body: sample) }
        #expect(facts.productCount == 5)
        let busy = Data(#"{"result": "ERR", "type": "com.ivko.StockException", "message": "x"}"#.utf8)
        await #expect(throws: CatalogImportError.page(1, .outOfStock(message: "x"))) {
            try await importer.importCatalog(into: store) { _ in RawExportPage(body: busy) }
        }
        await #expect(throws: CatalogImportError.page(1, .invalidData(reason: "the body is not JSON: <html>"))) {
            try await importer.importCatalog(into: store) { _ in RawExportPage(body: Data("<html>".utf8)) }
        }
        #expect(try await store.productCount() == 5)
        try store.close()
    }
}
