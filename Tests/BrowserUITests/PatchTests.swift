import BrowserUI
import Foundation
import Screens
import Testing

@MainActor
@Suite struct PatchTests {
    @Test func nothingChangedMeansNoPatches() {
        let browser = HeadlessBrowser(window: makeWindow(root: makeTabs(home: ContentScreen(title: "Home", [Label(text: "Hi")]))))
        _ = browser.page()
        #expect(browser.patches().isEmpty)
    }

    @Test func aLabelTextChangeIsOneSetText() throws {
        let label = Label(text: "3 items")
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Cart", [label])))
        _ = browser.page()
        label.text = "4 <items>"
        let id = try #require(browser.interface.elementID(of: label))
        #expect(browser.patches() == [.setText(id, "4 <items>")])
    }

    @Test func aBadgeChangeIsATinyPatch() throws {
        let tabs = makeTabs(home: ContentScreen(title: "Home", [Label(text: "Welcome to the shop"), Button(title: "Browse")]))
        let browser = HeadlessBrowser(window: makeWindow(root: tabs))
        let page = browser.page()
        let bar = try #require(browser.interface.elementID(of: tabs.tabBar))
        tabs.viewControllers[1].tabBarItem.badgeValue = "3"
        let patches = browser.patches()
        #expect(patches == [.setText("\(bar)-tab-1-badge", "3")])
        let patchBytes = try jsonSize(patches)
        let pageBytes = page.utf8.count
        #expect(patchBytes * 10 < pageBytes)
        print("BrowserUI: badge change patch \(patchBytes) bytes (JSON), page \(pageBytes) bytes")

        // A badge that comes or goes also describes its tab, or no longer does.
        tabs.viewControllers[1].tabBarItem.badgeValue = nil
        #expect(browser.patches() == [.removeAttribute("\(bar)-tab-1", name: "aria-describedby"), .remove("\(bar)-tab-1-badge")])
        tabs.viewControllers[1].tabBarItem.badgeValue = "1"
        let inserted = browser.patches()
        #expect(inserted.count == 2)
        let insert = inserted.first { $0.op == .insert }
        #expect(insert?.id == "\(bar)-tab-1")
        #expect(insert?.index == 1)
        #expect(inserted.contains(.setAttribute("\(bar)-tab-1", name: "aria-describedby", value: "\(bar)-tab-1-badge")))
    }

    @Test func aPushInsertsTheScreenAndAPopRemovesIt() throws {
        let navigation = NavigationController(rootViewController: ContentScreen(title: "Home", [Label(text: "Hello")]))
        let browser = HeadlessBrowser(window: makeWindow(root: navigation))
        _ = browser.page()
        let bar = try #require(browser.interface.elementID(of: navigation.navigationBar))
        let details = ContentScreen(title: "Details", [Label(text: "A blue mug")])
        navigation.pushViewController(details, animated: false)
        let pushed = browser.patches()
        let screen = try #require(browser.interface.elementID(of: details.view))
        #expect(pushed.contains { $0.op == .insert && ($0.html ?? "").contains("<button id=\"\(bar)-back\"") })
        #expect(pushed.contains(.setText("\(bar)-title", "Details")))
        #expect(pushed.contains { $0.op == .insert && ($0.html ?? "").hasPrefix("<div id=\"\(screen)\"") })
        #expect(pushed.filter { $0.op == .remove }.count == 1)

        navigation.popViewController(animated: false)
        let popped = browser.patches()
        #expect(popped.contains(.remove("\(bar)-back")))
        #expect(popped.contains(.remove(screen)))
        #expect(popped.contains(.setText("\(bar)-title", "Home")))
    }

    @Test func aPresentedAlertIsInsertedAsALayer() throws {
        let home = ContentScreen(title: "Home", [Button(title: "Remove")])
        let window = makeWindow(root: home)
        let browser = HeadlessBrowser(window: window)
        _ = browser.page()
        let windowID = try #require(browser.interface.elementID(of: window))
        let homeLayer = try #require(browser.interface.elementID(of: home.view)) + "-layer"
        let alert = AlertController(title: "Remove?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        home.present(alert, animated: false)
        let patches = browser.patches()
        #expect(patches.count == 2)
        #expect(patches.contains(.setAttribute(homeLayer, name: "inert", value: "")))
        let insert = try #require(patches.first { $0.op == .insert })
        #expect(insert.id == windowID)
        #expect(insert.index == 1)
        #expect((insert.html ?? "").contains("role=\"alertdialog\""))

        home.dismiss(animated: false)
        let dismissed = browser.patches()
        #expect(dismissed.contains(.removeAttribute(homeLayer, name: "inert")))
        #expect(dismissed.contains { $0.op == .remove })
    }

    @Test func theFirstUpdateWithoutAPageReplacesTheWindow() throws {
        let button = Button(title: "Buy")
        let window = makeWindow(root: ContentScreen(title: "Home", [button]))
        let browser = HeadlessBrowser(window: window)
        #expect(browser.interface.elementID(of: window) == nil)
        // An event before the first page: the browser still has no page, so the next update is all of it.
        try browser.interface.handle(.back)
        let patches = browser.patches()
        let windowID = try #require(browser.interface.elementID(of: window))
        #expect(patches.count == 1)
        #expect(patches.first?.op == .replace)
        #expect(patches.first?.id == windowID)
    }

    @Test func patchesAreFlatJSON() throws {
        let json = try JSONEncoder().encode(HTMLPatch.setText("s3", "2"))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["op"] as? String == "setText")
        #expect(object["id"] as? String == "s3")
        #expect(object["text"] as? String == "2")
        let event = try JSONDecoder().decode(BrowserEvent.self, from: Data(#"{"kind":"scroll","id":"s9","firstRow":5,"rowCount":10}"#.utf8))
        #expect(event == .scroll("s9", firstRow: 5, rowCount: 10))
    }
}
