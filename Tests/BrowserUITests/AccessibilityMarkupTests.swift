import BrowserUI
import Foundation
import Screens
import Testing

/// The markup assistive technology reads: every page and dialog has a heading and a name, rows that
/// open something are buttons, named stacks are labelled groups, tabs are named in words.
@MainActor
@Suite struct AccessibilityMarkupTests {
    @Test func aSheetIsADialogNamedByItsTitle() throws {
        let home = ContentScreen(title: "Home", [Label(text: "Hello")])
        let window = makeWindow(root: NavigationController(rootViewController: home))
        let sheet = NavigationController(rootViewController: ContentScreen(title: "Checkout", [Label(text: "Address")]))
        home.present(sheet, animated: false)
        let browser = HeadlessBrowser(window: window)
        let html = browser.page()
        let bar = try #require(browser.interface.elementID(of: sheet.navigationBar))
        #expect(html.contains("role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"\(bar)-title\""))
        #expect(html.contains("<h1 id=\"\(bar)-title\">Checkout</h1>"))
    }

    @Test func aScreenWithoutABarHasItsTitleAsHeading() throws {
        let screen = ContentScreen(title: "Sign in", [Label(text: "User name")])
        let browser = HeadlessBrowser(window: makeWindow(root: screen))
        let html = browser.page()
        let view = try #require(browser.interface.elementID(of: screen.view))
        #expect(html.contains("<h1 id=\"\(view)-layer-heading\" class=\"layer-heading\">Sign in</h1>"))
        #expect(html.occurrences(of: "<h1") == 1)
    }

    @Test func aContainerIsHeadedByTheTitleOfTheChildItShows() throws {
        let container = ViewController()
        let child = ContentScreen(title: "Sign in", [Label(text: "User name")])
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let html = HeadlessBrowser(window: makeWindow(root: container)).page()
        #expect(html.contains("class=\"layer-heading\">Sign in</h1>"))
    }

    @Test func aRowThatOpensSomethingIsAButtonAndTheSelectedOneIsCurrent() throws {
        let list = NumberedList(count: 5)
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Items", [list.listView])), visibleRows: 5)
        _ = browser.page()
        _ = list.listView.selectItem(at: IndexPath(item: 0, section: 0))
        let cell = try #require(list.listView.visibleCells.first)
        let html = browser.page()
        let cellID = try #require(browser.interface.elementID(of: cell))
        #expect(html.contains("<button id=\"\(cellID)-open\" type=\"button\" class=\"row-open\"><span id=\"\(cellID)-text\""))
        #expect(html.contains("aria-current=\"true\""))
        #expect(!html.contains("aria-selected"))
        #expect(!html.contains("tabindex"))
        try browser.send(.click(cellID + "-open"))
        #expect(list.selections == [0])
    }

    @Test func aRowWithoutTextIsNamedByItsFirstLabel() throws {
        let list = LabelledRows()
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Offers", [list.listView])), visibleRows: 2)
        let html = browser.page()
        let cell = try #require(list.listView.visibleCells.first)
        let cellID = try #require(browser.interface.elementID(of: cell))
        let label = try #require(cell.contentView.subviews.first)
        let labelID = try #require(browser.interface.elementID(of: label))
        #expect(html.contains("<button id=\"\(cellID)-open\" type=\"button\" class=\"row-open\" aria-labelledby=\"\(labelID)\"></button>"))
    }

    @Test func aNamedStackIsALabelledGroup() {
        let sizes = StackView(arrangedSubviews: [Button(title: "S"), Button(title: "M")], axis: .horizontal)
        sizes.accessibilityLabel = "Size"
        let html = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Product", [sizes]))).page()
        #expect(html.contains("data-axis=\"horizontal\" role=\"group\" aria-label=\"Size\""))
    }

    @Test func aTabIsNamedInWords() throws {
        let tabs = makeTabs(home: ContentScreen(title: "Home"))
        let browser = HeadlessBrowser(window: makeWindow(root: tabs))
        let html = browser.page()
        let bar = try #require(browser.interface.elementID(of: tabs.tabBar))
        // The title, described by the badge: never one word ("Cart2").
        #expect(html.contains("role=\"tab\" aria-selected=\"false\" aria-describedby=\"\(bar)-tab-1-badge\">"))
        // The item's own words, when it has them.
        tabs.viewControllers[1].tabBarItem.accessibilityLabel = "Cart, 2 items"
        let patches = browser.patches()
        #expect(patches.contains(.setAttribute("\(bar)-tab-1", name: "aria-label", value: "Cart, 2 items")))
    }
}

/// Two rows whose cells show a label instead of text, selectable.
@MainActor
final class LabelledRows: ListViewDataSource {
    let listView = ListView()

    init() {
        listView.dataSource = self
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { 2 }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "offer", for: indexPath)
        if cell.contentView.subviews.isEmpty { cell.contentView.addSubview(Label(text: "Offer \(indexPath.item + 1)")) }
        return cell
    }
}
