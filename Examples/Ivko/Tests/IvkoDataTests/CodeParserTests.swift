@testable import IvkoData
import IvkoModel
import Testing

@Suite("Size, code and list parsers")
struct CodeParserTests {
    @Test(arguments: [
        ("XS-L", ["XS", "S", "M", "L"]), ("S-XXL", ["S", "M", "L", "XL", "XXL"]), ("XXS-M", ["XXS", "XS", "S", "M"]),
        ("XS-XL", ["XS", "S", "M", "L", "XL"]), ("XXS-XXXL", ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"]),
        ("M-M", ["M"]), ("L-XS", ["XS", "S", "M", "L"]), ("xs - l", ["XS", "S", "M", "L"]),
        ("36/38/40/42", ["36", "38", "40", "42"]), ("40/36/38", ["36", "38", "40"]), ("36 / 38", ["36", "38"]),
        ("S/M/L", ["S", "M", "L"]), ("l/s", ["S", "L"]), ("36/36/38", ["36", "38"]), ("M", ["M"]), ("38", ["38"]),
        ("ONE SIZE", ["ONE SIZE"]),
    ])
    func sizes(text: String, expected: [String]) {
        #expect(SizeParser.sizes(from: text)?.map(\.rawValue) == expected)
    }

    @Test(arguments: ["36-42", "XS-FOO", "XS-M-L", "XS-", "-L", "36//40", "36/", "S,M,L", "S-M/L"])
    func unreadableSizes(text: String) {
        #expect(SizeParser.sizes(from: text) == nil)
    }

    @Test func colorCodesAreNormalised() {
        #expect(CodeParser.color("11")?.rawValue == "11")
        #expect(CodeParser.color("7")?.rawValue == "07")
        #expect(CodeParser.color("007")?.rawValue == "07")
        #expect(CodeParser.color("99")?.rawValue == "99")
        #expect(CodeParser.color("123")?.rawValue == "123")
        #expect(CodeParser.color("ab")?.rawValue == "AB")
        #expect(CodeParser.color("1 1") == nil)
    }

    @Test func styleCodesForgiveCase() {
        #expect(CodeParser.style("w26kd0112")?.rawValue == "W26KD0112")
        #expect(CodeParser.style("W26KD112") == nil)
    }

    @Test func listsDropEmptyElements() {
        #expect(CodeParser.list("11,31,72", separator: ",") == ["11", "31", "72"])
        #expect(CodeParser.list(" 11, 31,,72 ,", separator: ",") == ["11", "31", "72"])
        #expect(CodeParser.list("HAND WASH;DRY FLAT", separator: ";") == ["HAND WASH", "DRY FLAT"])
        #expect(CodeParser.list("-", separator: ";").isEmpty)
        #expect(CodeParser.list("Č ; ć", separator: ";") == ["Č", "ć"])
        #expect(CodeParser.list("", separator: ",").isEmpty)
    }

    @Test func assetPaths() {
        #expect(AssetParser.paths("img/gal/a.jpg;img/gal/b.jpg")?.map(\.rawValue) == ["img/gal/a.jpg", "img/gal/b.jpg"])
        #expect(AssetParser.path("/img/a.jpg")?.rawValue == "img/a.jpg")
        #expect(AssetParser.paths("img/a.jpg;../secret") == nil)
    }

    @Test(arguments: [
        ("NEW", OrderStatus.new), ("paid", .paid), ("Shipped", .shipped), ("CANCELLED", .cancelled),
        ("CANCELED", .cancelled), ("ON HOLD", .other("ON HOLD")),
    ])
    func orderStatus(text: String, expected: OrderStatus) {
        #expect(OrderStatusParser.status(text) == expected)
    }
}
