import Foundation
import Screens
import Testing

/// A screen with a list of three rows; choosing a row pushes a plain screen, as a list's delegate does.
@MainActor
private final class ListScreen: ViewController, ListViewDelegate {
    let list = ListView()
    let source = SectionedDataSource([["a", "b", "c"]])
    let delegateLog = RecordingListDelegate()

    override func viewDidLoad() {
        list.dataSource = source
        list.delegate = self
        view.addSubview(list)
    }

    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        delegateLog.listView(listView, didSelectItemAt: indexPath)
        _ = navigationController?.pushViewController(ViewController(), animated: true)
    }

    func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath) {
        delegateLog.listView(listView, didDeselectItemAt: indexPath)
    }
}

@MainActor
@Suite("A chosen row after Back")
struct ListSelectionAfterBackTests {
    @Test("The row chosen is cleared when the list's screen appears again, without telling the delegate, as UIKit's list controllers do")
    func clearedAfterBack() throws {
        let screen = ListScreen()
        let navigation = NavigationController(rootViewController: screen)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        try screen.list.userSelectItem(at: IndexPath(item: 1, section: 0))
        #expect(screen.list.indexPathForSelectedItem == IndexPath(item: 1, section: 0), "selected while the row's screen shows")
        #expect(navigation.viewControllers.count == 2)

        navigation.userTappedBack()
        #expect(screen.list.indexPathForSelectedItem == nil)
        #expect(screen.list.visibleCells.allSatisfy { !$0.isSelected })
        #expect(screen.delegateLog.events == ["select 1"], "clearing is not the user's deselection")
    }

    @Test("A list that keeps its choice (clearsSelectionOnViewWillAppear off) still shows it after Back")
    func keptWhenAsked() throws {
        let screen = ListScreen()
        let navigation = NavigationController(rootViewController: screen)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        screen.list.clearsSelectionOnViewWillAppear = false
        try screen.list.userSelectItem(at: IndexPath(item: 2, section: 0))
        navigation.userTappedBack()
        #expect(screen.list.indexPathForSelectedItem == IndexPath(item: 2, section: 0))
        #expect(screen.list.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }

    @Test("A child screen's list is left to the child: it clears when the child itself appears")
    func childListsAreTheirs() throws {
        let parent = ViewController()
        let child = ListScreen()
        try parent.addChild(child).get()
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let navigation = NavigationController(rootViewController: parent)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        child.list.selectItem(at: IndexPath(item: 0, section: 0))
        try navigation.pushViewController(ViewController(), animated: false).get()
        navigation.userTappedBack()
        #expect(child.list.indexPathForSelectedItem == nil, "the child appeared again with its parent")
    }
}
