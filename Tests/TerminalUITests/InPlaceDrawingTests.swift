import Foundation
import Screens
import Testing
import TerminalUI

@MainActor
@Suite("Drawing a change in place: a change to bars alone draws the bars, not the window")
struct InPlaceDrawingTests {
    /// A shop-like window in a 100×30 interface, and the label whose reads count the screen's draws.
    private func makeShop() -> (interface: TerminalInterface, tabs: TabBarController, counted: CountingLabel, home: ContentScreen) {
        let counted = CountingLabel(text: "Counted")
        let home = ContentScreen(title: "Home", [counted, Button(title: "Buy")])
        let tabs = makeShopTabs(home: home)
        let interface = TerminalInterface(application: makeApplication(root: tabs), size: TerminalSize(width: 100, height: 30))
        return (interface, tabs, counted, home)
    }

    @Test func aBadgeIsDrawnInPlaceAndTheFrameIsTheWholeWindowsFrame() {
        let shop = makeShop()
        _ = shop.interface.render()
        let reads = shop.counted.reads
        shop.tabs.viewControllers[1].tabBarItem.badgeValue = "7"
        let inPlace = shop.interface.render()
        #expect(shop.counted.reads == reads, "the screen was not drawn again")
        #expect(inPlace.text.contains("(7)"))

        // The same window drawn whole by a fresh interface: the same frame, cell for cell.
        let fresh = TerminalInterface(application: shop.interface.application, size: TerminalSize(width: 100, height: 30))
        #expect(fresh.render() == inPlace)
    }

    @Test func aChangeDrawnInPlaceNamesTheRowsItChangedAndTheWriterSendsTheSameBytes() throws {
        let shop = makeShop()
        var hinted = FrameWriter(capabilities: .trueColor)
        var plain = FrameWriter(capabilities: .trueColor)
        let first = shop.interface.render()
        #expect(shop.interface.changedRows == nil, "a whole frame: any row")
        _ = hinted.update(to: first, changedRows: shop.interface.changedRows)
        _ = plain.update(to: first)
        shop.tabs.viewControllers[1].tabBarItem.badgeValue = "9"
        let frame = shop.interface.render()
        let rows = try #require(shop.interface.changedRows)
        #expect(rows.contains(28) && rows.contains(29), "the tab bar's row and the status line")
        #expect(rows.count < 8)
        let bytes = hinted.update(to: frame, changedRows: rows)
        #expect(!bytes.isEmpty)
        #expect(bytes == plain.update(to: frame))
    }

    @Test func aTitleChangeIsDrawnInPlaceAndAnyOtherChangeWhole() {
        let shop = makeShop()
        _ = shop.interface.render()
        var reads = shop.counted.reads
        shop.home.title = "Start"
        let frame = shop.interface.render()
        #expect(frame.text.contains("Start"))
        #expect(shop.counted.reads == reads)

        shop.counted.text = "Counted again"
        let whole = shop.interface.render()
        #expect(whole.text.contains("Counted again"))
        #expect(shop.counted.reads > reads, "a label's change draws the window")
        reads = shop.counted.reads

        // A sheet over the window: the tab bar under it is dimmed, so its change draws the whole window.
        shop.home.present(ContentScreen(title: "Sheet", [Label(text: "Over it")]), animated: false)
        _ = shop.interface.render()
        reads = shop.counted.reads
        shop.tabs.viewControllers[2].tabBarItem.badgeValue = "1"
        _ = shop.interface.render()
        #expect(shop.counted.reads > reads)
    }

    @Test func aFocusedBarButtonAndTheStatusLineStayRightWhenDrawnInPlace() throws {
        let shop = makeShop()
        let detail = ContentScreen(title: "Detail", [Button(title: "Add")])
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { _ in }
        let catalog = try #require(shop.tabs.viewControllers[0] as? NavigationController)
        catalog.pushViewController(detail, animated: false)
        _ = shop.interface.render()
        _ = shop.interface.handle(.up)
        let focused = shop.interface.render()
        #expect(focused.text.contains("[ Save ]"), "focus on the bar button: \(focused.text)")
        #expect(focused.line(29).contains("esc back"))

        // A badge: the bar button keeps its focus mark, the status line is the one before.
        shop.tabs.viewControllers[1].tabBarItem.badgeValue = "5"
        let badge = shop.interface.render()
        #expect(badge.text.contains("[ Save ]") && badge.text.contains("(5)"))
        #expect(badge.line(29) == focused.line(29))

        // The back button goes: drawn in place, and the status line no longer offers Back.
        let reads = shop.counted.reads
        detail.navigationItem.hidesBackButton = true
        let noBack = shop.interface.render()
        #expect(shop.counted.reads == reads)
        #expect(noBack.text.contains("[ Save ]"))
        #expect(!noBack.line(29).contains("esc back"))
    }

    @Test func aSpinnerUnderTheBarsKeepsTurningAfterABadgeDrawnInPlace() {
        let spinner = ActivityIndicatorView()
        spinner.startAnimating()
        let home = ContentScreen(title: "Home", [Label(text: "Loading"), spinner])
        let tabs = makeShopTabs(home: home)
        let interface = TerminalInterface(application: makeApplication(root: tabs), size: TerminalSize(width: 100, height: 30))
        _ = interface.render()
        #expect(interface.isAnimating)
        tabs.viewControllers[1].tabBarItem.badgeValue = "4"
        let badge = interface.render()
        #expect(badge.text.contains("(4)"))
        #expect(interface.isAnimating, "the spinner's timer goes on")
    }
}
