import BrowserUI
import Foundation
import Screens

/// A visible window showing `root`.
@MainActor
func makeWindow(root: ViewController) -> Window {
    let window = Window()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// A screen whose view holds the given views, top to bottom.
@MainActor
final class ContentScreen: ViewController {
    private let content: [View]

    init(title: String, _ content: [View] = []) {
        self.content = content
        super.init()
        self.title = title
    }

    override func loadView() {
        let root = View()
        for view in content { root.addSubview(view) }
        view = root
    }
}

/// A list of `count` items named "Item N" (from 1), hearing selections.
@MainActor
final class NumberedList: ListViewDataSource, ListViewDelegate {
    let count: Int
    private(set) var selections: [Int] = []
    let listView = ListView()

    init(count: Int) {
        self.count = count
        listView.dataSource = self
        listView.delegate = self
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.text = "Item \(indexPath.item + 1)"
        cell.detailText = "\(indexPath.item + 1)"
        return cell
    }

    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath.item)
    }
}

/// A tab bar of a navigation stack per tab, the second (Cart) with a badge.
@MainActor
func makeTabs(home: ViewController) -> TabBarController {
    let tabs = TabBarController()
    let cart = NavigationController(rootViewController: ContentScreen(title: "Cart", [Label(text: "Your cart is empty.")]))
    cart.tabBarItem.title = "Cart"
    cart.tabBarItem.badgeValue = "2"
    let account = NavigationController(rootViewController: ContentScreen(title: "Account", [Label(text: "Signed out.")]))
    account.tabBarItem.title = "Account"
    let catalog = NavigationController(rootViewController: home)
    catalog.tabBarItem.title = "Catalog"
    tabs.setViewControllers([catalog, cart, account], animated: false)
    return tabs
}

/// Hears what a navigation controller shows, and who started each transition.
@MainActor
final class NavigationRecorder: NavigationControllerDelegate {
    private(set) var shown: [(title: String?, userInitiated: Bool)] = []

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        let initiator = navigationController.transitionCoordinator?.initiator
        shown.append((viewController.title, initiator?.isUserInitiated ?? false))
    }
}

/// The bytes of `patches` as JSON, as a server would send them.
func jsonSize(_ patches: [HTMLPatch]) throws -> Int {
    try JSONEncoder().encode(patches).count
}

extension String {
    /// How many times `needle` occurs.
    func occurrences(of needle: String) -> Int {
        components(separatedBy: needle).count - 1
    }
}
