@testable import IvkoData
import InMemoryLogging
import IvkoTestSupport
import Logging
import Testing

@Suite("Skipped records are logged under ivko.data")
struct LoggingTests {
    @Test func eachSkippedRecordIsOneWarning() throws {
        let capture = LogCapture()
        let data = ResponseConverter(logger: capture.logger(label: "ivko.data"))
        let json = try Samples.parse(
            """
            {"products": [{"style": "W26KD0113", "name": "BAD PRICE", "price": {"retail": "12x"}, "active": "Y"},
                          {"style": "W26KD0114", "name": "GOOD", "price": {"retail": "1,00"}, "active": "Y"}]}
            """)
        let page = try data.productPage(fromProducts: json)
        #expect(page.products.count == 1)
        let warnings = capture.entries.filter { $0.level == .warning }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.metadata["response"] == "products.json")
        #expect(warning.metadata["record"] == "products[0]")
        #expect(warning.metadata["key"] == "W26KD0113")
        #expect(warning.metadata["problem"] == #"price.retail: expected a decimal number, found "12x""#)
    }

    @Test func cleanSamplesLogNoWarnings() throws {
        let capture = LogCapture()
        let data = ResponseConverter(logger: capture.logger(label: "ivko.data"))
        _ = try data.productPage(fromProducts: Samples.json("products-page1.json"))
        _ = try data.seasons(fromSeasons: Samples.json("seasons.json"))
        #expect(capture.entries.allSatisfy { $0.level < .warning })
    }
}
