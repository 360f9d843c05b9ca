import IvkoModel
import Testing

@Suite("Codes")
struct CodeTests {
    @Test func styleCodeCarriesSeasonAndTheme() throws {
        let style = try #require(StyleCode(rawValue: "W26KD0112"))
        #expect(style.season.rawValue == "W26")
        #expect(style.theme.rawValue == "W26KD")
        #expect(style.theme.code == "KD")
        #expect(style.number == "0112")
    }

    @Test(arguments: ["", "W26KD011", "W26KD01122", "w26KD0112", "W26KD01A2", "W26-D0112", "W26KĐ0112"])
    func invalidStyleCodesAreRejected(_ text: String) {
        #expect(StyleCode(rawValue: text) == nil)
    }

    @Test func seasonAndThemeCodes() throws {
        #expect(SeasonCode(rawValue: "W26") != nil)
        #expect(SeasonCode(rawValue: "W2") == nil)
        #expect(SeasonCode(rawValue: "w26") == nil)
        let season = try #require(SeasonCode(rawValue: "S26"))
        #expect(ThemeID(season: season, code: "BL")?.rawValue == "S26BL")
        #expect(ThemeID(season: season, code: "B") == nil)
        #expect(ThemeID(rawValue: "W26NR")?.season.rawValue == "W26")
        #expect(ThemeID(rawValue: "W26N") == nil)
    }

    @Test func colorCodesOrderNumerically() throws {
        let codes = ["72", "11", "9", "100"].compactMap(ColorCode.init(rawValue:))
        #expect(codes.sorted().map(\.rawValue) == ["9", "11", "72", "100"])
        #expect(ColorCode(rawValue: "") == nil)
        #expect(ColorCode(rawValue: "1 1") == nil)
    }

    @Test func categoryIDIsASlugOfTheName() {
        #expect(CategoryID(name: "Dresses") == CategoryID(name: "DRESSES"))
        #expect(CategoryID(name: "Dresses").rawValue == "dresses")
        #expect(CategoryID(name: "Knit & Jersey").rawValue == "knit-jersey")
        #expect(CategoryID(name: " T-Shirts ").rawValue == "t-shirts")
        #expect(CategoryID(name: "Džemperi").rawValue == "džemperi")
        #expect(Category(name: "Skirts").id.rawValue == "skirts")
    }

    @Test func currencyNeedsThreeUpperCaseLetters() {
        #expect(Currency(rawValue: "EUR") == .euro)
        #expect(Currency(rawValue: "eur") == nil)
        #expect(Currency(rawValue: "EURO") == nil)
    }

    @Test func assetPathsStayInsideAssets() {
        #expect(AssetPath(rawValue: "img/grid/W26KD0112_g.jpg") != nil)
        #expect(AssetPath(rawValue: "") == nil)
        #expect(AssetPath(rawValue: "/etc/passwd") == nil)
        #expect(AssetPath(rawValue: "img/../../secret") == nil)
    }

    @Test func rgbColorParsesHex() {
        #expect(RGBColor(hex: "#7a1f3d") == RGBColor(red: 0x7A, green: 0x1F, blue: 0x3D))
        #expect(RGBColor(hex: "2A9DF4")?.hex == "#2a9df4")
        #expect(RGBColor(hex: "#fff") == RGBColor(red: 255, green: 255, blue: 255))
        #expect(RGBColor(hex: "#12345") == nil)
        #expect(RGBColor(hex: "#gg0000") == nil)
        #expect(RGBColor(hex: "+12345") == nil)
    }
}
