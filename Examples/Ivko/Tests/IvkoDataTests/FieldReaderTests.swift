import Foundation
@testable import IvkoData
import IvkoService
import Testing

@Suite("The four kinds of empty")
struct FieldReaderTests {
    private let reader = FieldReader(fields: [
        "blank": .string(""), "null": .null, "dash": .string("-"), "spacedDash": .string(" - "), "spaces": .string("   "),
        "text": .string(" PETROVIĆ "), "number": .number(7), "fraction": .number(1.5), "flag": .bool(true),
        "list": .array([]), "object": .object([:]),
    ])

    @Test(arguments: ["blank", "null", "dash", "spacedDash", "spaces", "missing"])
    func emptyIsNoValue(key: String) throws {
        #expect(reader.value(key) == nil)
        #expect(try reader.text(key) == nil)
        #expect(try reader.decimal(key) == nil)
        #expect(try reader.integer(key) == nil)
        #expect(try reader.flag(key) == nil)
        #expect(try reader.day(key) == nil)
        #expect(try reader.array(key) == nil)
        #expect(try reader.object(key) == nil)
        #expect(throws: FieldError(field: key, problem: .missing)) { try reader.requiredText(key) }
    }

    @Test func textIsTrimmedAndNumbersAreText() throws {
        #expect(try reader.text("text") == "PETROVIĆ")
        #expect(try reader.name("text") == "Petrović")
        #expect(try reader.text("number") == "7")
        #expect(throws: FieldError(field: "fraction", problem: .wrongType(expected: "text", found: "a number"))) {
            try reader.text("fraction")
        }
        #expect(throws: FieldError(field: "flag", problem: .wrongType(expected: "text", found: "a boolean"))) {
            try reader.text("flag")
        }
    }

    @Test func nestedObjectsNameTheirPath() throws {
        let outer = FieldReader(fields: ["price": .object(["retail": .string("x")])])
        let price = try #require(try outer.object("price"))
        #expect(throws: FieldError(field: "price.retail", problem: .unreadable(expected: "a decimal number", value: "x"))) {
            try price.decimal("retail")
        }
    }

    @Test func longValuesAreShortenedInErrors() {
        let long = String(repeating: "9x", count: 50)
        let error = FieldReader(fields: ["n": .string(long)]).unreadable("n", "an integer", long)
        #expect(error.problem == .unreadable(expected: "an integer", value: String(long.prefix(40)) + "…"))
    }
}
