import Foundation
import Screens
import TerminalUI
import Testing

/// Screens taller than the terminal that are not lists: they scroll to keep the focus in view and
/// show a scroll bar, its ends marked when there is more above or below.
@MainActor
@Suite("Tall screens scroll to the focus")
struct TallScreenTests {
    @Test(
        "A product page at 40 × 10: it opens scrolled to the focused chip, follows focus down to the buttons, and shows the top again going up"
    )
    func productPageScrolls() {
        let navigation = NavigationController(rootViewController: ContentScreen(title: "Dresses"))
        let page = ProductScreen()
        navigation.pushViewController(page, animated: false)
        let driver = HeadlessDriver(application: makeApplication(root: navigation), width: 40, height: 10)
        expectFrame(
            driver.screen(),
            """
             ‹ Dresses  Sequin Dre…   Add to cart
             ──────────────────────────────────────
             W26KD0112 · Dresses                  ▲
             129,90 €                             ┃
             Long & elegant, with hand-sewn       ┃
             sequins, in a fabric that moves with ┃
             you.                                 ┃
                                                  │
             Colour  [ Black ]   Bordeaux        ›▼
              esc back   ? help   q quit
            """)
        driver.apply(.key(.down))
        driver.apply(.key(.down))
        expectFrame(
            driver.screen(),
            """
             ‹ Dresses  Sequin Dre…   Add to cart
             ──────────────────────────────────────
             you.                                 ▲
                                                  │
             Colour    Black     Bordeaux        ›│
                                                  ┃
             Size      XS     S     M     L       ┃
                                                  ┃
             [ Buy Now ]   Add to cart            ┃
              esc back   ? help   q quit
            """)
        driver.apply(.key(.right))
        driver.apply(.key(.enter))
        #expect(page.added == 1, "Add to cart, at the bottom of the page, was reached and tapped")
        for _ in 0..<3 { driver.apply(.key(.up)) }
        expectFrame(
            driver.screen(),
            """
             ‹ Dresses  Sequin Dre…   Add to cart
             ──────────────────────────────────────
             sequins, in a fabric that moves with ▲
             you.                                 │
                                                  ┃
             Colour    Black   [ Bordeaux ]      ›┃
                                                  ┃
             Size      XS     S     M     L       ┃
                                                  ▼
              esc back   ? help   q quit
            """)
        for _ in 0..<2 { driver.apply(.key(.up)) }
        expectFrame(
            driver.screen(),
            """
             ‹ Dresses  Sequin Dre…   Add to cart
             ──────────────────────────────────────
             129,90 €                             ▲
             Long & elegant, with hand-sewn       ┃
             sequins, in a fabric that moves with ┃
             you.                                 ┃
                                                  ┃
             Colour    Black   [ Bordeaux ]      ›│
                                                  ▼
              esc back   ? help   q quit
            """)
        driver.apply(.key(.up))
        driver.apply(.key(.up))
        #expect(driver.screen().frameLines[2] == " [picture: Sequin Dress]              ┃", "the top of the page")
        #expect(driver.screen().frameLines[8].hasSuffix("▼"))
        driver.apply(.key(.up))
        #expect(driver.screen().frameLines[0].hasSuffix("[ Add to cart ]"), "at the top of the page, up reaches the bar button")
        driver.apply(.key(.down))
        #expect(driver.screen().frameLines[8].hasPrefix(" Colour    Black   [ Bordeaux ]"), "and down comes back to the chip, in view")
    }

    @Test("A long review at 40 × 8: it opens at the focused button; up scrolls over the lines above; Enter first brings the button back")
    func longReviewScrolls() {
        var placed = 0
        let lines = (1...12).map { Label(text: "Line \($0): Sequin Dress, S") }
        let screen = ContentScreen(
            title: "Review", lines + [Label(text: "Total: 129,90 €"), Button(title: "Place order") { _ in placed += 1 }])
        let driver = HeadlessDriver(application: makeApplication(root: screen), width: 40, height: 8)
        expectFrame(
            driver.screen(),
            """
             Line 8: Sequin Dress, S              ▲
             Line 9: Sequin Dress, S              │
             Line 10: Sequin Dress, S             │
             Line 11: Sequin Dress, S             │
             Line 12: Sequin Dress, S             ┃
             Total: 129,90 €                      ┃
             [ Place order ]                      ┃
              enter select   ? help   q quit
            """)
        for _ in 0..<7 { #expect(driver.apply(.key(.up)) == .handled) }
        expectFrame(
            driver.screen(),
            """
             Line 1: Sequin Dress, S              ┃
             Line 2: Sequin Dress, S              ┃
             Line 3: Sequin Dress, S              ┃
             Line 4: Sequin Dress, S              │
             Line 5: Sequin Dress, S              │
             Line 6: Sequin Dress, S              │
             Line 7: Sequin Dress, S              ▼
              enter select   ? help   q quit
            """)
        #expect(driver.apply(.key(.up)) == .ignored, "the top")
        driver.apply(.key(.enter))
        #expect(placed == 0, "Enter on the button out of view shows it first")
        #expect(driver.screen().frameLines[6] == " [ Place order ]                      ┃")
        driver.apply(.key(.enter))
        #expect(placed == 1)
    }

    @Test("The help overlay at 40 × 6 shows what fits and says how much there is")
    func helpAtASmallHeight() {
        let driver = HeadlessDriver(application: makeApplication(root: ListScreen(title: "Home", count: 3)), width: 40, height: 6)
        driver.apply(.key(.character("?")))
        expectFrame(
            driver.screen(),
            """
             ┌─ Keys ─────────────────────────────┐
             │ ↑ ↓ ← →  or  k j h l   move the    │
             │              focus; a list scrolls │
             │              as focus moves        │
             └─ esc close ──────────── 1–3 of 33 ─┘
              esc close   ↑↓ scroll   q quit
            """)
        driver.apply(.key(.pageDown))
        expectFrame(
            driver.screen(),
            """
             ┌─ Keys ─────────────────────────────┐
             │              as focus moves        │
             │              through it            │
             │ page up / page down    move        │
             └─ esc close ──────────── 3–5 of 33 ─┘
              esc close   ↑↓ scroll   q quit
            """)
    }
}
