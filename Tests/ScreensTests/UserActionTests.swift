import Foundation
import Testing

@testable import Screens

@MainActor
@Suite("User actions: what a user does, carried out once for every renderer")
struct UserActionTests {
    @Test func backPopsTheStackOnScreenThenDismissesTheSheetOrCancelsTheAlert() {
        let root = ViewController()
        root.title = "Root"
        let navigation = NavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        let details = ViewController()
        navigation.pushViewController(details, animated: false)
        #expect(window.backNavigation === navigation)
        #expect(window.perform(.back))
        #expect(navigation.topViewController === root)
        #expect(!window.perform(.back), "nowhere to go back to")

        let sheet = ViewController()
        root.present(sheet, animated: false)
        #expect(window.perform(.back))
        #expect(root.presentedViewController == nil)

        var cancelled = false
        let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        root.present(alert, animated: false)
        #expect(window.perform(.back))
        #expect(cancelled)
    }

    @Test func aTapTapsButtonsAndChoosesRows() {
        var taps = 0
        let button = Button(title: "Go") { _ in taps += 1 }
        let screen = ViewController()
        screen.view.addSubview(button)
        let window = showInWindow(screen)
        #expect(window.perform(.tap(button)))
        button.isEnabled = false
        #expect(!window.perform(.tap(button)))
        #expect(taps == 1)
        #expect(!window.perform(.tap(Label(text: "text"))), "a label is not a control")
    }

    @Test func anEditDeletesBackToWhatIsSharedThenTypes() {
        let field = TextField()
        var edits: [String] = []
        field.onEditingChanged = { edits.append($0.text) }
        let screen = ViewController()
        screen.view.addSubview(field)
        let window = showInWindow(screen)
        #expect(window.perform(.type(field, "cat")))
        #expect(window.perform(.edit(field, "car")))
        #expect(field.text == "car")
        #expect(edits == ["cat", "ca", "car"])
        #expect(!window.perform(.edit(field, "car")), "no change")
        #expect(window.perform(.deleteBackward(field)))
        #expect(field.text == "ca")
    }

    @Test func aScrollShowsTheRowsAskedForWithinBounds() {
        let list = ListView()
        let source = CountingSource(count: 1_000)
        list.dataSource = source
        let screen = ViewController()
        screen.view.addSubview(list)
        let window = showInWindow(screen)
        #expect(window.perform(.scroll(list, firstItem: 100, itemCount: 20)))
        #expect(list.firstVisibleItem == 100)
        #expect(list.visibleItemLimit == 20)
        #expect(window.perform(.scroll(list, firstItem: 5_000, itemCount: 10_000)))
        #expect(list.visibleItemLimit == UserAction.maximumItems)
        #expect(list.firstVisibleItem == 1_000 - UserAction.maximumItems)
    }

    @Test func selectingTheSelectedTabPopsItsStack() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ViewController()]
        let window = showInWindow(tabs)
        navigation.pushViewController(ViewController(), animated: false)
        #expect(window.perform(.selectTab(tabs.tabBar, index: 1)))
        #expect(tabs.selectedIndex == 1)
        #expect(window.perform(.selectTab(tabs.tabBar, index: 0)))
        #expect(navigation.viewControllers.count == 2, "switching tabs keeps the stack")
        #expect(window.perform(.selectTab(tabs.tabBar, index: 0)))
        #expect(navigation.viewControllers.count == 1, "reselecting pops to the root")
    }
}

/// A data source of `count` plain cells in one section.
@MainActor
final class CountingSource: ListViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func numberOfSections(in listView: ListView) -> Int { 1 }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { count }
    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = "\(indexPath.listItem)"
        return cell
    }
}
