import BrowserUI
import Screens
import Testing

@MainActor
@Suite struct SwatchTests {
    @Test func aSwatchIsAnSVGSquareFilledByItsPresentationAttribute() throws {
        let named = View()
        named.backgroundColor = Color(red: 0x1F, green: 0x2A, blue: 0x4D)
        named.accessibilityLabel = "Navy"
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Colours", [named])))
        let html = browser.page()
        let id = try #require(browser.interface.elementID(of: named))
        #expect(html.contains("<svg id=\"\(id)\" class=\"swatch\""))
        #expect(html.contains("role=\"img\" aria-label=\"Navy\""))
        #expect(html.contains("<rect id=\"\(id)-fill\"") && html.contains("fill=\"#1f2a4d\""))
        #expect(!html.contains("style="), "no inline style: a strict content security policy allows it")
    }

    @Test func aButtonShowsItsSwatchBeforeItsTitleAndIsNamedByTheTitle() throws {
        let button = Button(title: "Forest Green")
        let swatch = View()
        swatch.backgroundColor = Color(red: 0x2F, green: 0x5D, blue: 0x3A)
        button.addSubview(swatch)
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Colours", [button])))
        let html = browser.page()
        let id = try #require(browser.interface.elementID(of: button))
        let swatchID = try #require(browser.interface.elementID(of: swatch))
        #expect(html.contains("<button id=\"\(id)\" type=\"button\"><svg id=\"\(swatchID)\""))
        #expect(html.contains("aria-hidden=\"true\""), "the title names the colour: the swatch is not read again")
        #expect(html.contains("<span id=\"\(id)-title\" class=\"title\">Forest Green</span></button>"))
        swatch.backgroundColor = Color(white: 0)
        #expect(browser.page().contains("fill=\"#000000\""))
    }
}
