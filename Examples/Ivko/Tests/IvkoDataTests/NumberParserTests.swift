import Foundation
@testable import IvkoData
import IvkoService
import Testing

@Suite("Number parsers")
struct NumberParserTests {
    @Test(arguments: [
        ("129,90", "129.90"), ("1.299,00", "1299"), ("20,00", "20"), ("0,5", "0.5"), ("-3,25", "-3.25"),
        ("+3,25", "3.25"), ("1.234.567,89", "1234567.89"), ("007", "7"), ("1299", "1299"),
        ("1.299", "1299"), ("1.299.000", "1299000"), ("129.90", "129.90"), ("129.9", "129.9"),
        ("0.5", "0.5"), ("12.3456", "12.3456"), ("-0,00", "0"), ("999999999999999999", "999999999999999999"),
    ])
    func decimalSpellings(text: String, expected: String) {
        #expect(DecimalParser.decimal(from: text) == Expect.decimal(expected))
    }

    @Test(arguments: [
        "12x", "1,2,3", "12.99,00", ",", ",50", "129,", "1 299,00", "1.2.3", ".5", "5.", "-", "+", "EUR 12,00",
        "1,2.5", "1.29,00", "1234.567,00", "99999999999999999999999", "12,5e3", "٣",
    ])
    func unreadableDecimals(text: String) {
        #expect(DecimalParser.decimal(from: text) == nil)
    }

    @Test(arguments: [(129.9, "129.9"), (1299.0, "1299"), (0.1, "0.1"), (-5.25, "-5.25"), (20.0, "20"), (1.5e2, "150")])
    func decimalFromJSONNumbersIsExact(number: Double, expected: String) {
        #expect(DecimalParser.decimal(fromJSONNumber: JSONNumber(number)) == Expect.decimal(expected))
    }

    /// A JSON number is read from its exact digits or not at all: never NaN, never rounded.
    @Test(arguments: ["129.90", "9007199254740993", "-0.05", "1e2", "999999999999999999", "0.30000000000000004"])
    func decimalFromParsedJSONNumbersKeepsTheirDigits(text: String) throws {
        guard case .number(let number) = try Samples.parse(text) else { Issue.record("not a number: \(text)"); return }
        #expect(DecimalParser.decimal(fromJSONNumber: number) == Expect.decimal(text == "1e2" ? "100" : text))
    }

    @Test(arguments: ["1e300", "5e-324", "1e21", "12345678901234567890123", "0.1000000000000000055511151231257827"])
    func decimalFromJSONNumbersBeyondExactOrTheLimitsIsNothing(text: String) throws {
        guard case .number(let number) = try Samples.parse(text) else { Issue.record("not a number: \(text)"); return }
        #expect(DecimalParser.decimal(fromJSONNumber: number) == nil)
    }

    @Test func decimalFromNonFiniteNumbersIsNothing() {
        #expect(DecimalParser.decimal(fromJSONNumber: JSONNumber(Double.nan)) == nil)
        #expect(DecimalParser.decimal(fromJSONNumber: JSONNumber(Double.infinity)) == nil)
        #expect(DecimalParser.decimal(fromJSONNumber: JSONNumber(1e300)) == nil)
    }

    @Test(arguments: [
        ("007", 7), ("1250", 1250), ("0", 0), ("0004711", 4711), ("1.250", 1250), ("-3", -3), ("+3", 3),
        ("1.000.000", 1_000_000),
    ])
    func integerSpellings(text: String, expected: Int) {
        #expect(IntegerParser.integer(from: text) == expected)
    }

    @Test(arguments: ["1,0", "1.5", "12a", "", "-", "1.25", "99999999999999999999", " 7"])
    func unreadableIntegers(text: String) {
        #expect(IntegerParser.integer(from: text) == nil)
    }

    @Test func integersFromJSONNumbers() {
        #expect(IntegerParser.integer(fromJSONNumber: 3) == 3)
        #expect(IntegerParser.integer(fromJSONNumber: 3.0) == 3)
        #expect(IntegerParser.integer(fromJSONNumber: 3.5) == nil)
        #expect(IntegerParser.integer(fromJSONNumber: 1e300) == nil)
        #expect(IntegerParser.integer(fromJSONNumber: JSONNumber(Double.nan)) == nil)
        #expect(IntegerParser.integer(fromJSONNumber: 9_223_372_036_854_775_807) == Int.max)
    }
}

@Suite("Boolean parser")
struct BooleanParserTests {
    @Test(arguments: [
        ("Y", true), ("y", true), ("YES", true), ("1", true), ("true", true), ("TRUE", true), ("True", true),
        ("N", false), ("n", false), ("no", false), ("0", false), ("false", false), ("FALSE", false),
    ])
    func spellings(text: String, expected: Bool) {
        #expect(BooleanParser.boolean(from: text) == expected)
    }

    @Test(arguments: ["X", "2", "yess", "ja", "-", "", "on"])
    func unreadable(text: String) {
        #expect(BooleanParser.boolean(from: text) == nil)
    }

    @Test func jsonNumbers() {
        #expect(BooleanParser.boolean(fromJSONNumber: 1) == true)
        #expect(BooleanParser.boolean(fromJSONNumber: 0) == false)
        #expect(BooleanParser.boolean(fromJSONNumber: 2) == nil)
    }
}
