import BrowserUI
import Foundation
import Screens
import Testing

/// A label that counts how often a renderer reads it.
@MainActor
final class CountingLabel: Label {
    private(set) var reads = 0

    override var renderContent: RenderContent {
        reads += 1
        return super.renderContent
    }
}

@MainActor
@Suite("Change-driven rendering: only what changed is rendered, ids stay, no click is lost")
struct ChangeDrivenTests {
    @Test func aBadgeChangeRendersTheTabBarAndNothingElse() {
        let counted = (0..<20).map { CountingLabel(text: "Line \($0)") }
        let home = ContentScreen(title: "Home", counted)
        let tabs = makeTabs(home: home)
        let browser = HeadlessBrowser(window: makeWindow(root: tabs))
        _ = browser.page()
        let before = counted.map(\.reads)
        #expect(before.allSatisfy { $0 == 1 })

        tabs.viewControllers[1].tabBarItem.badgeValue = "3"
        let patches = browser.patches()
        #expect(patches.count == 1)
        #expect(patches.first?.op == .setText)
        #expect(counted.map(\.reads) == before, "the screen's labels were not read again")

        #expect(browser.patches().isEmpty, "nothing changed: nothing is rendered")
        #expect(counted.map(\.reads) == before)

        counted[3].text = "Changed"
        #expect(browser.patches().count == 1)
        #expect(counted[3].reads == 2)
        #expect(counted[4].reads == 1, "a sibling is not read again")
    }

    @Test func aControlRebuiltWithTheSameIdentifierKeepsItsId() throws {
        let row = StackView(axis: .horizontal)
        let screen = ContentScreen(title: "Product", [row])
        var chosen: [String] = []
        func rebuild() {
            for view in row.arrangedSubviews { view.removeFromSuperview() }
            for size in ["S", "M", "L"] {
                let button = Button(title: size) { _ in chosen.append(size) }
                button.accessibilityIdentifier = "size.\(size)"
                row.addArrangedSubview(button)
            }
        }
        rebuild()
        let browser = HeadlessBrowser(window: makeWindow(root: screen))
        _ = browser.page()
        let medium = try #require(row.arrangedSubviews.dropFirst().first)
        let id = try #require(browser.interface.elementID(of: medium))
        #expect(id.hasSuffix(".size.M"))

        // The page is rebuilt (a colour chosen) before the click on the size reaches the shop.
        rebuild()
        _ = browser.patches()
        #expect(browser.interface.elementID(of: row.arrangedSubviews[1]) == id, "the new M button has the old one's id")
        try browser.send(.click(id))
        #expect(chosen == ["M"])
    }

    @Test func aClickOnAReplacedControlGoesToItsOneSuccessor() throws {
        let box = View()
        var taps: [String] = []
        let old = Button(title: "Add to cart") { _ in taps.append("old") }
        box.addSubview(old)
        let screen = ContentScreen(title: "Product", [box])
        let browser = HeadlessBrowser(window: makeWindow(root: screen))
        _ = browser.page()
        let oldID = try #require(browser.interface.elementID(of: old))
        old.removeFromSuperview()
        box.addSubview(Button(title: "Add to cart") { _ in taps.append("new") })
        _ = browser.patches()
        try browser.send(.click(oldID))
        #expect(taps == ["new"])
    }

    @Test func aClickOnAReplacedControlWithNoSingleSuccessorIsReported() throws {
        let box = View()
        var taps = 0
        let old = Button(title: "Remove") { _ in taps += 1 }
        box.addSubview(old)
        let screen = ContentScreen(title: "Cart", [box])
        let browser = HeadlessBrowser(window: makeWindow(root: screen))
        _ = browser.page()
        let oldID = try #require(browser.interface.elementID(of: old))
        old.removeFromSuperview()
        box.addSubview(Button(title: "Remove") { _ in taps += 1 })
        box.addSubview(Button(title: "Remove") { _ in taps += 1 })
        _ = browser.patches()
        #expect(throws: BrowserEventError.replacedElement(id: oldID)) { try browser.interface.handle(.click(oldID)) }
        #expect(taps == 0, "two could have taken its place: nothing is done")
    }

    @Test func handlingAnEventRendersNothing() throws {
        let counted = CountingLabel(text: "Read me once")
        var taps = 0
        let button = Button(title: "Tap") { _ in taps += 1 }
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Screen", [counted, button])))
        _ = browser.page()
        let id = try #require(browser.interface.elementID(of: button))
        try browser.interface.handle(.click(id))
        #expect(taps == 1)
        #expect(counted.reads == 1)
    }
}
