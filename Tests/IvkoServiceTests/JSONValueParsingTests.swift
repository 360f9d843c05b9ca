import Foundation
import IvkoService
import Testing

@Suite("Parsing JSON")
struct JSONValueParsingTests {
    @Test func booleansStayBooleansAndNumbersStayNumbers() throws {
        let json = try JSONValue(parsing: Data(#"[true, false, 1, 0, 1.5, -7, "1", null, {"a": []}]"#.utf8))
        #expect(json == .array([
            .bool(true), .bool(false), .number(1), .number(0), .number(1.5), .number(-7), .string("1"), .null,
            .object(["a": .array([])]),
        ]))
    }

    @Test func fragmentsAtTheTopLevel() throws {
        #expect(try JSONValue(parsing: Data(#""text""#.utf8)) == .string("text"))
        #expect(try JSONValue(parsing: Data("42".utf8)) == .number(42))
        #expect(try JSONValue(parsing: Data("null".utf8)) == .null)
    }

    @Test func textThatIsNotJSON() throws {
        #expect(throws: DecodingError.self) { try JSONValue(parsing: Samples.data("error-500-sql.txt")) }
        #expect(throws: DecodingError.self) { try JSONValue(parsing: Data()) }
        #expect(throws: DecodingError.self) { try JSONValue(parsing: Data(#"{"a": 1"#.utf8)) }
    }

    @Test func sameValueAsDecoding() throws {
        for sample in try Samples.all() where sample.hasSuffix(".json") {
            let data = try Samples.data(sample)
            #expect(try JSONValue(parsing: data) == JSONDecoder().decode(JSONValue.self, from: data), "\(sample)")
        }
    }

    @Test func unicodeAndEscapes() throws {
        let json = try JSONValue(parsing: Data(#"{"name": "PETROVI\u0106 ", "care": "30°C;NO BLEACH", "q": "\"x\""}"#.utf8))
        #expect(json["name"] == .string("PETROVIĆ "))
        #expect(json["care"] == .string("30°C;NO BLEACH"))
        #expect(json["q"] == .string("\"x\""))
    }
}
