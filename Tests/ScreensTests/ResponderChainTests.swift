import Foundation
import Testing
@testable import Screens

/// A one-section data source whose cells each hold a button (and whatever `configure` adds).
@MainActor
final class ButtonCellDataSource: ListViewDataSource {
    var titles: [String]
    private(set) var cellsCreated = 0

    init(titles: [String]) { self.titles = titles }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(ButtonCell.self, withReuseIdentifier: "button", for: indexPath)
        if cell.button.superview == nil { cellsCreated += 1 }
        cell.configure(title: titles[indexPath.item])
        return cell
    }
}

/// A cell with a button in its content view.
@MainActor
final class ButtonCell: ListViewCell {
    let button = Button()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    func configure(title: String) {
        if button.superview == nil { contentView.addSubview(button) }
        button.title = title
        text = title
    }
}

/// Walks `next` from `start` to the end of the chain.
@MainActor
func responderChain(from start: Responder) -> [Responder] {
    var chain: [Responder] = []
    var current: Responder? = start
    while let responder = current {
        chain.append(responder)
        current = responder.next
    }
    return chain
}

@MainActor
@Suite("Responder chain")
struct ResponderChainTests {
    @Test func fromAButtonInACellInAListInAChildInANavigationInATabBarUpToTheApplicationDelegate() throws {
        let appDelegate = RecordingAppDelegate(log: EventLog())
        let app = Application(delegate: appDelegate, makeSessionIdentifier: countingIdentifiers())
        let scene = try app.requestSceneSessionActivation().get()
        let window = Window(windowScene: scene)

        let content = ViewController()
        let child = ViewController()
        content.addChild(child)
        content.view.addSubview(child.view)
        child.didMove(toParent: content)
        let list = ListView()
        let dataSource = ButtonCellDataSource(titles: ["Buy"])
        list.dataSource = dataSource
        child.view.addSubview(list)
        let nav = NavigationController(rootViewController: content)
        let tabs = TabBarController()
        tabs.viewControllers = [nav]
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? ButtonCell)
        let expected: [Responder] = [
            cell.button, cell.contentView, cell, list, child.view, child, content.view, content,
            nav.view, nav, tabs.view, tabs, window, scene, app, appDelegate,
        ]
        let chain = responderChain(from: cell.button)
        #expect(chain.count == expected.count)
        #expect(chain.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        #expect(child.appearanceState == .appeared)
    }

    @Test func coordinatingChainGoesThroughOwningResponders() {
        final class Owner: Responder {
            let parentResponder: Responder?
            init(parent: Responder?) {
                parentResponder = parent
                super.init()
            }
            override var next: Responder? { parentResponder }
        }
        let window = Window()
        let nav = NavigationController(rootViewController: ViewController())
        window.rootViewController = nav
        let top = ViewController()
        nav.pushViewController(top, animated: false)
        let owner = Owner(parent: nav)
        top.owningResponder = owner
        #expect(top.view.coordinatingResponder === top)
        #expect(top.coordinatingResponder === owner)
        #expect(owner.coordinatingResponder === nav)
        #expect(nav.coordinatingResponder === window)
    }

    @Test func aPresentedControllersNextIsItsPresenter() {
        let root = ViewController()
        let window = showInWindow(root)
        let content = ViewController()
        let modal = NavigationController(rootViewController: content)
        root.present(modal, animated: false)
        let chain = responderChain(from: content.view)
        let expected: [Responder] = [content.view, content, modal.view, modal, root, window]
        #expect(chain.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    }

    @Test func aChildWhoseViewIsNotInItsParentsViewGoesToTheParent() {
        let nav = NavigationController(rootViewController: ViewController())
        let below = ViewController()
        nav.setViewControllers([below, ViewController()], animated: false)
        #expect(below.next === nav)
    }

    @Test func splitChildrenGoThroughTheSplitView() {
        let detail = ViewController()
        let split = SplitViewController(primary: ViewController(), secondary: detail)
        split.loadViewIfNeeded()
        #expect(responderChain(from: detail).map(ObjectIdentifier.init) == [detail, split.view, split].map(ObjectIdentifier.init))
    }

    @Test func windowWithoutASceneEndsTheChainAndAnApplicationWithoutAResponderDelegateEndsIt() {
        let window = Window()
        #expect(window.next == nil)
        final class PlainDelegate: ApplicationDelegate {}
        let delegate = PlainDelegate()
        let app = Application(delegate: delegate)
        #expect(app.next == nil)
    }
}
