import Foundation
import IvkoService
import Testing

@Suite("Parsing JSON")
struct JSONValueParsingTests {
    @Test func booleansStayBooleansAndNumbersStayNumbers() throws {
        let json = try JSONValue(parsing: Data(#"[true, false, 1, 0, 1.5, -7, "1", null, {"a": []}]"#.utf8))
        #expect(
            json
                == .array([
                    .bool(true), .bool(false), .number(1), .number(0), .number(1.5), .number(-7), .string("1"), .null,
                    .object(["a": .array([])]),
                ]))
    }

    /// Numbers keep their exact digits: integers as integers (all 64 bits), other numbers as the
    /// `Decimal` of their digits; a number whose digits are lost in a `Double` says so.
    @Test func numbersKeepTheirDigits() throws {
        func number(_ text: String) throws -> JSONNumber? {
            if case .number(let number) = try JSONValue(parsing: Data(text.utf8)) { return number }
            return nil
        }
        #expect(try number("9223372036854775807")?.integerValue == Int.max)
        #expect(try number("9007199254740993")?.exactDecimal == Decimal(string: "9007199254740993"))
        #expect(try number("18446744073709551615")?.exactDecimal == Decimal(string: "18446744073709551615"))
        #expect(try number("129.90")?.exactDecimal == Decimal(string: "129.9"))
        #expect(try number("1.5e2")?.integerValue == 150)
        #expect(try number("12345678901234567890123")?.exactDecimal == Decimal(string: "12345678901234567890123"))
        #expect(
            try number("0.1000000000000000055511151231257827")?.exactDecimal
                == Decimal(string: "0.1000000000000000055511151231257827"))
        for inexact in ["1e300", "5e-324", "-1e300", "1.7976931348623157e308"] {
            let parsed = try #require(try number(inexact))
            #expect(!parsed.isExact, "\(inexact)")
            #expect(parsed.exactDecimal == nil, "\(inexact)")
        }
        #expect(try number("3") == number("3.0"))
        #expect(JSONNumber(Double.nan).isExact == false)
    }

    /// A price written as a JSON number is read from its digits: every amount in cents up to
    /// 2.000,00 (`19.99` among them, which a conversion through `Double` got one ulp off on Linux)
    /// comes back as exactly the `Decimal` of its text.
    @Test func everyAmountInCentsIsExact() throws {
        let amounts = (0...200_000).map { cents in "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
        let parsed = try JSONValue(parsing: Data("[\(amounts.joined(separator: ","))]".utf8))
        guard case .array(let numbers) = parsed, numbers.count == amounts.count else {
            Issue.record("not an array of \(amounts.count) numbers")
            return
        }
        var wrong: [String] = []
        for (text, value) in zip(amounts, numbers) {
            guard case .number(let number) = value, number.exactDecimal == Decimal(string: text) else {
                wrong.append(text)
                continue
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) amounts read inexactly, e.g. \(wrong.prefix(5))")
        #expect(JSONNumber(19.99).exactDecimal == Decimal(string: "19.99"))
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

    @Test func aTreeIsReadPieceByPieceAndConvertsToTheSameValue() throws {
        let data = Data(#"{"a": [1, "x", null, {"b": true}], "c": "text", "d": {"e": 1.5}}"#.utf8)
        let tree = try JSONTree(parsing: data)
        #expect(tree.value == (try JSONValue(parsing: data)))
        #expect(tree.isObject && !tree.isArray)
        #expect(tree["c"]?.value == .string("text"))
        #expect(tree["missing"] == nil)
        #expect(tree["a"]?.isArray == true)
        #expect(tree["a"]?.elements?.map(\.value) == [.number(1), .string("x"), .null, .object(["b": .bool(true)])])
        #expect(tree["c"]?.elements == nil)
        #expect(tree["d"]?["e"]?.value == .number(JSONNumber(1.5)))
        #expect(throws: DecodingError.self) { try JSONTree(parsing: Data(#"{"a": 1"#.utf8)) }
    }
}
