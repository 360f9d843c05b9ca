import BrowserUI
import Screens
import Testing

@MainActor
@Suite struct EventTests {
    @Test func aClickTapsTheButton() throws {
        var taps = 0
        let button = Button(title: "Buy") { _ in taps += 1 }
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Home", [button])))
        _ = browser.page()
        let id = try #require(browser.interface.elementID(of: button))
        #expect(try browser.interface.handle(.click(id)) == .handled)
        #expect(taps == 1)
        button.isEnabled = false
        #expect(try browser.interface.handle(.click(id)) == .ignored)
        #expect(taps == 1)
    }

    @Test func backIsAUserPopTheDelegateHears() throws {
        let navigation = NavigationController(rootViewController: ContentScreen(title: "Home"))
        let recorder = NavigationRecorder()
        navigation.delegate = recorder
        let browser = HeadlessBrowser(window: makeWindow(root: navigation))
        navigation.pushViewController(ContentScreen(title: "Details"), animated: false)
        _ = browser.page()
        let bar = try #require(browser.interface.elementID(of: navigation.navigationBar))
        try browser.send(.click("\(bar)-back"))
        #expect(navigation.viewControllers.count == 1)
        #expect(recorder.shown.last?.title == "Home")
        #expect(recorder.shown.last?.userInitiated == true)

        navigation.pushViewController(ContentScreen(title: "Details"), animated: false)
        _ = browser.patches()
        try browser.send(.back)
        #expect(navigation.viewControllers.count == 1)
        #expect(recorder.shown.last?.userInitiated == true)
        // Nothing left to pop.
        #expect(try browser.interface.handle(.back) == .ignored)
    }

    @Test func inputSetsTheFieldsTextAsTheUserTypes() throws {
        let field = TextField(placeholder: "Email")
        var edits = 0
        var returned = 0
        field.onEditingChanged = { _ in edits += 1 }
        field.onReturn = { _ in returned += 1 }
        field.text = "ada@exampel"
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Sign in", [field])))
        _ = browser.page()
        let id = try #require(browser.interface.elementID(of: field))
        let patches = try browser.send(.input(id + "-input", text: "ada@example.com"))
        #expect(field.text == "ada@example.com")
        #expect(edits == 3) // two deletions, then the rest typed
        #expect(patches == [.setAttribute(id + "-input", name: "value", value: "ada@example.com")])
        try browser.send(.submit(id))
        #expect(returned == 1)
    }

    @Test func aSheetIsSwipedAwayAndAnAlertCancelled() throws {
        let home = ContentScreen(title: "Home")
        let browser = HeadlessBrowser(window: makeWindow(root: home))
        home.present(ContentScreen(title: "Filters"), animated: false)
        _ = browser.page()
        #expect(try browser.interface.handle(.escape()) == .handled)
        #expect(home.presentedViewController == nil)

        var cancelled = 0
        let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        home.present(alert, animated: false)
        _ = browser.patches()
        try browser.send(.back)
        #expect(cancelled == 1)
        #expect(home.presentedViewController == nil)
    }

    @Test func anAlertActionIsChosenByClick() throws {
        let home = ContentScreen(title: "Home")
        let browser = HeadlessBrowser(window: makeWindow(root: home))
        var chosen: [String] = []
        let alert = AlertController(title: "Remove?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Remove", style: .destructive) { _ in chosen.append("remove") })
        home.present(alert, animated: false)
        _ = browser.page()
        let action = try #require(alert.view.firstDescendant { ($0 as? AlertActionView)?.action.title == "Remove" })
        let id = try #require(browser.interface.elementID(of: action))
        try browser.send(.click(id))
        #expect(chosen == ["remove"])
    }

    @Test func aCoveredElementIsOutOfReach() throws {
        var taps = 0
        let button = Button(title: "Buy") { _ in taps += 1 }
        let home = ContentScreen(title: "Home", [button])
        let browser = HeadlessBrowser(window: makeWindow(root: home))
        home.present(ContentScreen(title: "Sheet"), animated: false)
        _ = browser.page()
        let id = try #require(browser.interface.elementID(of: button))
        #expect(throws: BrowserEventError.coveredElement(id: id)) { try browser.interface.handle(.click(id)) }
        #expect(taps == 0)
    }

    @Test func aTabClickSelectsTheTab() throws {
        let tabs = makeTabs(home: ContentScreen(title: "Home"))
        let browser = HeadlessBrowser(window: makeWindow(root: tabs))
        _ = browser.page()
        let bar = try #require(browser.interface.elementID(of: tabs.tabBar))
        let patches = try browser.send(.click("\(bar)-tab-2"))
        #expect(tabs.selectedIndex == 2)
        #expect(patches.contains(.setAttribute("\(bar)-tab-2", name: "aria-selected", value: "true")))
    }

    @Test func aRowClickSelectsItsItemAndScrollingMovesTheRows() throws {
        let list = NumberedList(count: 100_000)
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Items", [list.listView])), visibleRows: 20)
        _ = browser.page()
        let listID = try #require(browser.interface.elementID(of: list.listView))
        let patches = try browser.send(.scroll(listID, firstRow: 50_000, rowCount: 10))
        #expect(list.listView.firstVisibleItem == 50_000)
        #expect(list.listView.visibleCells.count == 10)
        #expect(patches.contains(.setAttribute(listID, name: "data-first-row", value: "50000")))
        let cell = try #require(list.listView.visibleCells.first)
        let cellID = try #require(browser.interface.elementID(of: cell))
        try browser.send(.click(cellID))
        #expect(list.selections == [50_000])
        // A range past the end or absurdly large is kept within the list.
        try browser.send(.scroll(listID, firstRow: Int.max, rowCount: Int.max))
        #expect(list.listView.visibleItemLimit == 500)
        #expect(list.listView.firstVisibleItem == 100_000 - 500)
    }

    @Test func typingIntoASearchBarTellsItsDelegate() throws {
        let bar = SearchBar(placeholder: "Search")
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Search", [bar])))
        _ = browser.page()
        let id = try #require(browser.interface.elementID(of: bar))
        try browser.send(.input(id + "-input", text: "mug"))
        #expect(bar.text == "mug")
        #expect(bar.isEditing)
        try browser.send(.input(id + "-input", text: ""))
        #expect(bar.text == "")
    }

    @Test func focusMarksTheElement() throws {
        let button = Button(title: "Buy")
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Home", [button])))
        _ = browser.page()
        let id = try #require(browser.interface.elementID(of: button))
        #expect(try browser.send(.focus(id)) == [.setAttribute(id, name: "data-focused", value: "true")])
    }

    @Test func anUnknownIdIsATypedError() throws {
        let navigation = NavigationController(rootViewController: ContentScreen(title: "Home"))
        let browser = HeadlessBrowser(window: makeWindow(root: navigation))
        let details = ContentScreen(title: "Details", [Button(title: "Buy")])
        navigation.pushViewController(details, animated: false)
        _ = browser.page()
        #expect(throws: BrowserEventError.unknownElement(id: "s9999")) { try browser.interface.handle(.click("s9999")) }
        let label = try #require(browser.interface.elementID(of: navigation.navigationBar)) + "-title"
        #expect(throws: BrowserEventError.unsupported(kind: .input, id: label)) {
            try browser.interface.handle(.input(label, text: "x"))
        }
        #expect(throws: BrowserEventError.missingValue(kind: .click, field: "id")) {
            try browser.interface.handle(BrowserEvent(kind: .click))
        }
        // The back button goes with the pushed screen: a click on it afterwards reaches nothing, and says so.
        let back = try #require(browser.interface.elementID(of: navigation.navigationBar)) + "-back"
        navigation.popViewController(animated: false)
        _ = browser.patches()
        #expect(throws: BrowserEventError.replacedElement(id: back)) { try browser.interface.handle(.click(back)) }
    }

    @Test func theInterfaceHoldsNoViewOfAPoppedScreen() throws {
        let navigation = NavigationController(rootViewController: ContentScreen(title: "Home"))
        let browser = HeadlessBrowser(window: makeWindow(root: navigation))
        weak var popped: View?
        do {
            let details = ContentScreen(title: "Details", [Button(title: "Buy"), TextField(placeholder: "Note")])
            navigation.pushViewController(details, animated: false)
            _ = browser.page()
            popped = details.view.subviews.first
            navigation.popViewController(animated: false)
        }
        _ = browser.patches()
        #expect(popped == nil)
    }
}
