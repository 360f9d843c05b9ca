import Foundation
import Screens
import TerminalUI
import Testing

/// Focus in lists of cells that hold controls: a vertical list whose first row is a horizontal
/// list of cards, each selectable and holding a button.
@MainActor
@Suite("Focus: the controls inside cells, in reading order")
struct FocusInCellsTests {
    static func home(categories: Int = 3) -> PromoHomeScreen {
        let names = ["Dresses", "Coats & Jackets", "Knitwear"] + (3..<max(categories, 3)).map { "Category \($0 + 1)" }
        return PromoHomeScreen(
            promos: ["Sequin Dress", "Velvet Blazer", "Wool Coat", "Silk Scarf", "Linen Shirt"],
            categories: names.prefix(categories).enumerated().map { ($1, "\(100 + $0)") },
            selectableCards: true
        )
    }

    @Test("Down goes from a card into its button, then out of the carousel to the categories; up comes back the same way")
    func downIntoTheCardsButton() {
        let home = Self.home()
        let driver = HeadlessDriver(application: makeApplication(root: makeShopTabs(home: home)), width: 100, height: 16)
        expectFrame(
            driver.screen(),
            """
                                                            Home
             ──────────────────────────────────────────────────────────────────────────────────────────────────
             Winter Sale — up to 40% off
               ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ┌────────────────────────────┐ ┌───────────────── 1–3 of 5 ─┐
               ┃ [picture: Sequin Dress]    ┃ │ [picture: Velvet Blazer]   │ │ [picture: Wool Coat]       │
               ┃ Sequin Dress               ┃ │ Velvet Blazer              │ │ Wool Coat                  │
               ┃   Buy Now                  ┃ │   Buy Now                  │ │   Buy Now                  │
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ └────────────────────────────┘ └────────────────────────────┘
               Dresses                                                                                    100
               Coats & Jackets                                                                            101
               Knitwear                                                                                   102


             ──────────────────────────────────────────────────────────────────────────────────────────────────
                        ▸ Catalog                         Cart (2)                        Account
              ↑↓←→ move   enter select   tab/1-3 tabs   ? help   q quit
            """)
        #expect(driver.apply(.key(.down)) == .handled)
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
               Dresses                                                                                    100
               Coats & Jackets                                                                            101
               Knitwear                                                                                   102


             ──────────────────────────────────────────────────────────────────────────────────────────────────
                        ▸ Catalog                         Cart (2)                        Account
              ↑↓←→ move   enter select   tab/1-3 tabs   ? help   q quit
            """)
        driver.apply(.key(.enter))
        #expect(home.bought == ["Sequin Dress"], "Enter on the button taps it, not the card")
        #expect(home.openedCards.isEmpty)
        driver.apply(.key(.down))
        #expect(driver.screen().frameLines[8].hasPrefix(" [ Dresses "), "down leaves the carousel for the first category")
        driver.apply(.key(.up))
        #expect(driver.screen().frameLines[6].hasPrefix("   │ [ Buy Now ]"), "up comes back to the button above")
        driver.apply(.key(.up))
        #expect(driver.screen().frameLines[3].hasPrefix("   ┏━━━"), "up again: the card itself")
        driver.apply(.key(.enter))
        #expect(home.openedCards == ["Sequin Dress"], "Enter on a card selects it")
        #expect(driver.apply(.key(.up)) == .ignored, "nothing above the card: focus stays")
        #expect(driver.screen().frameLines[3].hasPrefix("   ┏━━━"))
    }

    @Test("Every button and card is reached with the arrows, none skipped; the carousel scrolls; no trap at either end")
    func everyControlIsReached() {
        let home = Self.home()
        let driver = HeadlessDriver(application: makeApplication(root: makeShopTabs(home: home)), width: 100, height: 16)
        driver.apply(.key(.down))
        driver.apply(.key(.enter))
        for _ in 0..<4 {
            #expect(driver.apply(.key(.right)) == .handled)
            driver.apply(.key(.enter))
        }
        #expect(home.bought == home.promos, "right moves from button to button across the carousel")
        expectFrame(
            driver.screen(),
            """
                                                            Home
             ──────────────────────────────────────────────────────────────────────────────────────────────────
             Winter Sale — up to 40% off
               ┌────────────────────────────┐ ┌────────────────────────────┐ ┌───────────────── 3–5 of 5 ─┐
               │ [picture: Wool Coat]       │ │ [picture: Silk Scarf]      │ │ [picture: Linen Shirt]     │
               │ Wool Coat                  │ │ Silk Scarf                 │ │ Linen Shirt                │
               │   Buy Now                  │ │   Buy Now                  │ │ [ Buy Now ]                │
               └────────────────────────────┘ └────────────────────────────┘ └────────────────────────────┘
               Dresses                                                                                    100
               Coats & Jackets                                                                            101
               Knitwear                                                                                   102


             ──────────────────────────────────────────────────────────────────────────────────────────────────
                        ▸ Catalog                         Cart (2)                        Account
              ↑↓←→ move   enter select   tab/1-3 tabs   ? help   q quit
            """)
        #expect(driver.apply(.key(.right)) == .ignored, "the last button: right goes nowhere")
        driver.apply(.key(.up))
        for _ in 0..<4 {
            driver.apply(.key(.enter))
            #expect(driver.apply(.key(.left)) == .handled)
        }
        driver.apply(.key(.enter))
        #expect(home.openedCards == home.promos.reversed(), "left moves from card to card")
        #expect(driver.screen().contains("1–3 of 5"))
        for _ in 0..<4 { driver.apply(.key(.down)) }
        #expect(driver.screen().frameLines[10].hasPrefix(" [ Knitwear "), "down reaches the last category")
        #expect(driver.apply(.key(.down)) == .ignored)
        for _ in 0..<4 { driver.apply(.key(.up)) }
        #expect(driver.screen().frameLines[3].hasPrefix("   ┏━━━"), "and up all the way back to the first card")
    }

    @Test("A long list scrolls to keep the focus visible, the carousel row going out of view and coming back")
    func listScrollsToTheFocus() {
        let home = Self.home(categories: 20)
        let driver = HeadlessDriver(application: makeApplication(root: makeShopTabs(home: home)), width: 100, height: 16)
        for _ in 0..<14 { driver.apply(.key(.down)) }
        expectFrame(
            driver.screen(),
            """
                                                            Home
             ──────────────────────────────────────────────────────────────────────────────────────────────────
             Winter Sale — up to 40% off
               Category 4                                                                                103  │
               Category 5                                                                                104  │
               Category 6                                                                                105  ┃
               Category 7                                                                                106  ┃
               Category 8                                                                                107  ┃
               Category 9                                                                                108  ┃
               Category 10                                                                               109  │
               Category 11                                                                               110  │
               Category 12                                                                               111  │
             [ Category 13                                                                               112 ]│
             ──────────────────────────────────────────────────────────────────────────────────────────────────
                        ▸ Catalog                         Cart (2)                        Account
              ↑↓←→ move   enter select   tab/1-3 tabs   ? help   q quit
            """)
        for _ in 0..<13 { driver.apply(.key(.up)) }
        let frame = driver.screen().frameLines
        #expect(frame[6].hasPrefix("   │ [ Buy Now ]"), "back up into the carousel's first button:\n\(frame.joined(separator: "\n"))")
        driver.apply(.key(.enter))
        #expect(home.bought == ["Sequin Dress"])
    }

    @Test("A carousel row taller than its list's rows scrolls inside to the focused button, and back")
    func tallRowScrollsToTheFocus() {
        let home = Self.home()
        let driver = HeadlessDriver(application: makeApplication(root: makeShopTabs(home: home)), width: 100, height: 9)
        expectFrame(
            driver.screen(),
            """
                                                            Home
             ──────────────────────────────────────────────────────────────────────────────────────────────────
             Winter Sale — up to 40% off
               ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ┌────────────────────────────┐ ┌───────────────── 1–3 of 5 ─┐   ┃
               ┃ [picture: Sequin Dress]    ┃ │ [picture: Velvet Blazer]   │ │ [picture: Wool Coat]       │   │
               ┃ Sequin Dress               ┃ │ Velvet Blazer              │ │ Wool Coat                  │  ▼│
             ──────────────────────────────────────────────────────────────────────────────────────────────────
                        ▸ Catalog                         Cart (2)                        Account
              ↑↓←→ move   enter select   tab/1-3 tabs   ? help   q quit
            """)
        driver.apply(.key(.down))
        expectFrame(
            driver.screen(),
            """
                                                            Home
             ──────────────────────────────────────────────────────────────────────────────────────────────────
             Winter Sale — up to 40% off
               │ [picture: Sequin Dress]    │ │ [picture: Velvet Blazer]   │ │ [picture: Wool Coat]       │  ▲┃
               │ Sequin Dress               │ │ Velvet Blazer              │ │ Wool Coat                  │   │
               │ [ Buy Now ]                │ │   Buy Now                  │ │   Buy Now                  │  ▼│
             ──────────────────────────────────────────────────────────────────────────────────────────────────
                        ▸ Catalog                         Cart (2)                        Account
              ↑↓←→ move   enter select   tab/1-3 tabs   ? help   q quit
            """)
        driver.apply(.key(.enter))
        #expect(home.bought == ["Sequin Dress"])
        driver.apply(.key(.right))
        driver.apply(.key(.enter))
        #expect(home.bought == ["Sequin Dress", "Velvet Blazer"])
        driver.apply(.key(.up))
        driver.apply(.key(.right))
        driver.apply(.key(.down))
        driver.apply(.key(.enter))
        #expect(
            home.bought == ["Sequin Dress", "Velvet Blazer", "Wool Coat"], "down from the third card is its own button, not its neighbour's"
        )
        driver.apply(.key(.left))
        driver.apply(.key(.down))
        #expect(driver.screen().frameLines[3].hasPrefix(" [ Dresses "))
        driver.apply(.key(.up))
        expectFrame(
            driver.screen(),
            """
                                                            Home
             ──────────────────────────────────────────────────────────────────────────────────────────────────
             Winter Sale — up to 40% off
               │ [picture: Sequin Dress]    │ │ [picture: Velvet Blazer]   │ │ [picture: Wool Coat]       │  ▲┃
               │ Sequin Dress               │ │ Velvet Blazer              │ │ Wool Coat                  │   │
               │   Buy Now                  │ │ [ Buy Now ]                │ │   Buy Now                  │  ▼│
             ──────────────────────────────────────────────────────────────────────────────────────────────────
                        ▸ Catalog                         Cart (2)                        Account
              ↑↓←→ move   enter select   tab/1-3 tabs   ? help   q quit
            """)
    }

    @Test(
        "Focus no one chose follows the screen as it fills in: from the bar button, while the list loads, to the first card; a key keeps it where it is"
    )
    func unchosenFocusFollowsTheLoadingScreen() {
        let home = LoadingHome()
        let driver = HeadlessDriver(
            application: makeApplication(root: NavigationController(rootViewController: home)), width: 60, height: 10
        )
        #expect(driver.screen().frameLines[0].hasSuffix("[ Search ]"), "only the bar button while the list is empty")
        home.items = ["Dresses", "Knitwear"]
        #expect(driver.screen().frameLines[2].hasPrefix(" [ Dresses "), "the list came in: focus goes to its first item")
        driver.apply(.key(.up))
        home.items = ["Coats", "Dresses", "Knitwear"]
        #expect(driver.screen().frameLines[0].hasSuffix("[ Search ]"), "the user's choice is kept")
    }
}

/// A screen with a Search bar button over a list whose items come in later.
@MainActor
final class LoadingHome: ViewController, ListViewDataSource, ListViewDelegate {
    let list = ListView()
    var items: [String] = [] {
        didSet { list.reloadData() }
    }

    override init() {
        super.init()
        title = "Home"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Search")
    }

    override func loadView() {
        list.dataSource = self
        list.delegate = self
        view = list
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { items.count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.text = items[indexPath.item]
        return cell
    }
}
