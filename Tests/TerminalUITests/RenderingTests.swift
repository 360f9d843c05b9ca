import Foundation
import Screens
import TerminalUI
import Testing

/// Compares a whole frame, line by line, so a failure names the first line that differs.
func expectFrame(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let actualLines = actual.frameLines
    let expectedLines = expected.frameLines
    if actualLines != expectedLines {
        let first = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
        Issue.record(
            "frame differs from line \(first + 1):\n\(actual)\n--- expected ---\n\(expected)",
            sourceLocation: sourceLocation
        )
    }
}

@MainActor
@Suite("Rendering: whole frames of fixed Screens trees")
struct RenderingTests {
    @Test("A navigation bar (back, title, bar button) over a list with a scroll bar; the first item focused")
    func navigationBarAndList() {
        let navigation = NavigationController(rootViewController: ListScreen(title: "Home", count: 3))
        let dresses = ListScreen(title: "Dresses", count: 40)
        dresses.navigationItem.rightBarButtonItem = BarButtonItem(title: "Filter")
        navigation.pushViewController(dresses, animated: false)
        let driver = HeadlessDriver(application: makeApplication(root: navigation), width: 60, height: 12)
        expectFrame(
            driver.screen(),
            """
             ‹ Home                   Dresses                  Filter
             ──────────────────────────────────────────────────────────
             [ Item 1                                              1 ]┃
               Item 2                                              2  ┃
               Item 3                                              3  │
               Item 4                                              4  │
               Item 5                                              5  │
               Item 6                                              6  │
               Item 7                                              7  │
               Item 8                                              8  │
               Item 9                                              9  │
              esc back   ↑↓←→ move   enter select   ? help   q quit
            """)
    }

    @Test("A tab bar with a badge under a carousel of cards inside a list, and category rows")
    func tabBarWithBadge() {
        let home = PromoHomeScreen.sample()
        let driver = HeadlessDriver(application: makeApplication(root: makeShopTabs(home: home)), width: 100, height: 17)
        expectFrame(
            driver.screen(),
            """
                                                            Home
             ──────────────────────────────────────────────────────────────────────────────────────────────────
             Winter Sale — up to 40% off
               ┌────────────────────────────┐ ┌────────────────────────────┐ ┌───────────────── 1–3 of 5 ─┐
               │ [picture: Sequin Dress]    │ │ [picture: Velvet Blazer]   │ │ [picture: Wool Coat]       │
               │ Sequin Dress               │ │ Velvet Blazer              │ │ Wool Coat                  │
               │ [ Buy Now ]                │ │   Buy Now                  │ │   Buy Now                  │
               └────────────────────────────┘ └────────────────────────────┘ └────────────────────────────┘
               Dresses                                                                                    412
               Coats & Jackets                                                                            238
               Knitwear                                                                                   301



             ──────────────────────────────────────────────────────────────────────────────────────────────────
                        ▸ Catalog                         Cart (2)                        Account
              ↑↓←→ move   enter select   tab/1-3 tabs   ? help   q quit
            """)
    }

    @Test("A sheet in a box over the screen, its form centred, focus inside it")
    func sheetOverScreen() {
        let home = ContentScreen(title: "Home", [Label(text: "Welcome to the shop."), Button(title: "Sign in")])
        let driver = HeadlessDriver(
            application: makeApplication(root: NavigationController(rootViewController: home)), width: 60, height: 16)
        home.present(NavigationController(rootViewController: SignInScreen()), animated: false)
        expectFrame(
            driver.screen(),
            """
                                        Home
             ─┌──────────────────────────────────────────────────────┐─
              │                       Sign in                        │
              │ ──────────────────────────────────────────────────── │
              │                                                      │
              │                                                      │
              │                                                      │
              │         User name  [ user name            ]          │
              │         Password     password                        │
              │                       Sign in                        │
              │              Demo account: demo / demo               │
              │                                                      │
              │                                                      │
              │                                                      │
              └──────────────────────────────────────────────────────┘
              esc close   ↑↓←→ move   type to edit   ? help   q quit
            """)
    }

    @Test("An alert centred over the screen, its preferred action focused")
    func alert() {
        let home = ContentScreen(title: "Home", [Label(text: "Welcome to the shop."), Button(title: "Sign in")])
        let driver = HeadlessDriver(
            application: makeApplication(root: NavigationController(rootViewController: home)), width: 60, height: 12)
        home.present(RemoveAlert.make(), animated: false)
        expectFrame(
            driver.screen(),
            """
                                        Home
             ──────────────────────────────────────────────────────────
                  ┌─────────────────────────────────────────────┐
                  │              Remove from cart?              │
                  │ Sequin Dress, size S, will leave your cart. │
                  │                                             │
                  │             Cancel    [ Remove ]            │
                  └─────────────────────────────────────────────┘



              esc close   ↑↓←→ move   enter select   ? help   q quit
            """)
    }

    @Test("An action sheet at the bottom, its cancel action apart")
    func actionSheet() {
        let home = ContentScreen(title: "Home", [Label(text: "Welcome.")])
        let driver = HeadlessDriver(application: makeApplication(root: home), width: 40, height: 10)
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Copy link", style: .default))
        home.present(sheet, animated: false)
        expectFrame(
            driver.screen(),
            """


              ┌──────────────────────────────────┐
              │              Share               │
              │                                  │
              │          [ Copy link ]           │
              │                                  │
              │              Cancel              │
              └──────────────────────────────────┘
              esc close   ? help   q quit
            """)
    }

    @Test("The help overlay lists the keys, wrapped under their descriptions, and scrolls")
    func helpOverlay() {
        let driver = HeadlessDriver(application: makeApplication(root: ListScreen(title: "Home", count: 3)), width: 60, height: 12)
        driver.apply(.key(.character("?")))
        expectFrame(
            driver.screen(),
            """
             ┌─ Keys ─────────────────────────────────────────────────┐
             │ ↑ ↓ ← →  or  k j h l   move the focus; a list scrolls  │
             │                        as focus moves through it       │
             │ page up / page down    move through a list a           │
             │                        screenful at a time             │
             │ enter or space         tap the focused button, select  │
             │                        the focused item, return in a   │
             │                        field                           │
             │ esc or backspace       back, or close the sheet or     │
             │                        alert (as a swipe or cancel     │
             └─ esc close ──────────────────────────────── 1–9 of 23 ─┘
              esc close   ↑↓ scroll   q quit
            """)
        for _ in 0..<30 { driver.apply(.key(.down)) }
        #expect(driver.screen().frameLines[10].hasSuffix("15–23 of 23 ─┘"))
        driver.apply(.key(.escape))
        #expect(driver.interface.overlay == nil)
        #expect(driver.screen().frameLines[0].contains("[ Item 1"))
    }

    @Test("At 40 columns a picture and its details stack, the title shortens, chips show there are more")
    func narrowWidth() {
        let product = NavigationController(rootViewController: ContentScreen(title: "Dresses"))
        product.pushViewController(ProductScreen(), animated: false)
        let driver = HeadlessDriver(application: makeApplication(root: product), width: 40, height: 16)
        expectFrame(
            driver.screen(),
            """
             ‹ Dresses  Sequin Dre…   Add to cart
             ──────────────────────────────────────
             [picture: Sequin Dress]
             W26KD0112 · Dresses
             129,90 €
             Long & elegant, with hand-sewn
             sequins, in a fabric that moves with
             you.

             Colour  [ Black ]   Bordeaux         ›

             Size      XS     S     M     L

               Buy Now     Add to cart

              esc back   ? help   q quit
            """)
    }

    @Test("A form and a loading screen are centred; progress is a bar with its percentage")
    func centredScreens() {
        let form = HeadlessDriver(application: makeApplication(root: SignInScreen()), width: 60, height: 10)
        expectFrame(
            form.screen(),
            """


                        User name  [ user name            ]
                        Password     password
                                      Sign in
                             Demo account: demo / demo



              ↑↓←→ move   type to edit   enter select   ? help   q quit
            """)
        let loading = HeadlessDriver(application: makeApplication(root: LoadingScreen()), width: 60, height: 8)
        expectFrame(
            loading.screen(),
            """

                                 Opening your shop…
                         ████████████████░░░░░░░░░░░░ 58%
                          importing catalog 1,160 / 2,000
                                         ⠋


              ? help   q quit
            """)
        #expect(loading.interface.isAnimating)
        loading.interface.advanceAnimation()
        #expect(loading.screen().frameLines[4].trimmingCharacters(in: .whitespaces) == "⠙")
    }

    @Test("A 100,000-item list makes cells only for the rows on screen, however far focus moves")
    func hundredThousandRows() {
        let screen = ListScreen(title: "Products", count: 100_000)
        let driver = HeadlessDriver(
            application: makeApplication(root: NavigationController(rootViewController: screen)), width: 60, height: 30)
        let first = driver.screen().frameLines
        #expect(first[2] == " [ Item 1                                              1 ]┃")
        #expect(first[28].hasPrefix("   Item 27 "))
        #expect(screen.list.listView.visibleCells.count == 27)
        #expect(screen.list.listView.visibleItemLimit == 27)
        #expect(screen.list.cellsMade <= 30)
        for _ in 0..<200 { driver.apply(.key(.down)) }
        let moved = driver.screen().frameLines
        #expect(moved[28].hasPrefix(" [ Item 201 "))
        #expect(moved[2].hasPrefix("   Item 175 "))
        #expect(screen.list.listView.visibleCells.count == 27)
        #expect(screen.list.cellsMade <= 30, "scrolling reuses the cells")
        driver.apply(.key(.pageDown))
        #expect(driver.screen().frameLines.contains { $0.hasPrefix(" [ Item 227 ") })
    }

    @Test("Pictures: half blocks in 24-bit colour, decoded once; the text alternative without colour")
    func pictures() throws {
        var bytes: [UInt8] = []
        for index in 0..<16 { bytes += [UInt8(index * 16), 0, UInt8(255 - index * 16)] }
        let decoder = FixedPictureDecoder(picture: try PixelBuffer(width: 4, height: 4, rgb: bytes))
        let screen = ContentScreen(title: "P", [ImageView(imagePath: "/x.png", accessibilityLabel: "Gradient"), Label(text: "below")])
        let application = makeApplication(root: screen)
        let colour = TerminalInterface(
            application: application, size: TerminalSize(width: 20, height: 6), capabilities: .trueColor, imageDecoder: decoder)
        let frame = colour.render()
        #expect(frame.text == " ▀▀▀▀\n ▀▀▀▀\n below\n\n\n  ? help   q quit")
        // A cell shows two pixels of a column: the top-left one pixels (0, 0) above and (0, 1) below.
        #expect(
            frame[1, 0]
                == FrameCell(
                    "▀", style: CellStyle(foreground: .rgb(red: 0, green: 0, blue: 255), background: .rgb(red: 64, green: 0, blue: 191))))
        #expect(
            frame[4, 1]
                == FrameCell(
                    "▀", style: CellStyle(foreground: .rgb(red: 176, green: 0, blue: 79), background: .rgb(red: 240, green: 0, blue: 15))))
        _ = colour.render()
        #expect(decoder.decodeCount == 1)
        let plain = TerminalInterface(application: application, size: TerminalSize(width: 30, height: 6), imageDecoder: decoder)
        #expect(plain.render().text.contains("[picture: Gradient]"))
        #expect(decoder.decodeCount == 1, "a terminal without colours never decodes")
        screen.view.subviews.compactMap { $0 as? ImageView }.first?.imagePath = "/broken.jpg"
        #expect(colour.render().text.hasPrefix(" [picture: Gradien…\n below"), "a file that fails to decode shows its text")
    }

    @Test("A selected button (the chosen one of several) is marked with ✓, so the choice shows without the focus")
    func selectedButtonIsMarked() {
        let screen = ViewController()
        let sizes = ["S", "M", "L"].map { label in ChosenButton(title: label, isChosen: label == "M") }
        screen.view = StackView(arrangedSubviews: [Label(text: "Size"), StackView(arrangedSubviews: sizes, axis: .horizontal, spacing: 1)])
        let driver = HeadlessDriver(application: makeApplication(root: screen), width: 40, height: 5)
        let frame = driver.screen()
        #expect(frame.contains("✓ M"), "\(frame)")
        #expect(!frame.contains("✓ S") && !frame.contains("✓ L"))
        #expect(frame.contains("[ S ]"), "the focus stays on the first button: \(frame)")
    }
}

@MainActor
enum RemoveAlert {
    static func make(onRemove: @escaping @MainActor () -> Void = {}, onCancel: @escaping @MainActor () -> Void = {}) -> AlertController {
        let alert = AlertController(
            title: "Remove from cart?", message: "Sequin Dress, size S, will leave your cart.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in onCancel() })
        let remove = AlertAction(title: "Remove", style: .destructive) { _ in onRemove() }
        alert.addAction(remove)
        alert.preferredAction = remove
        return alert
    }
}

extension PromoHomeScreen {
    static func sample() -> PromoHomeScreen {
        PromoHomeScreen(
            promos: ["Sequin Dress", "Velvet Blazer", "Wool Coat", "Silk Scarf", "Linen Shirt"],
            categories: [("Dresses", "412"), ("Coats & Jackets", "238"), ("Knitwear", "301")]
        )
    }
}

/// A button that renders selected when chosen, as an app's choice button does.
@MainActor
private final class ChosenButton: Button {
    private let isChosen: Bool

    init(title: String, isChosen: Bool) {
        self.isChosen = isChosen
        super.init(title: title)
    }

    override var renderContent: RenderContent {
        RenderContent(kind: .button, text: title, isFocusable: true, isEnabled: isEnabled, isSelected: isChosen)
    }
}
