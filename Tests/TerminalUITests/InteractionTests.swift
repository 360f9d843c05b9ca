import Coordinators
import Foundation
import Screens
import TerminalUI
import Testing

/// A navigation coordinator that shows a list, and the item's detail when one is selected.
@MainActor
final class ProductsFlow: NavigationCoordinator, ListViewDelegate {
    let list = ListScreen(title: "Products", count: 100)
    private(set) var shown: [String] = []

    init() {
        super.init(identifier: "products")
        handle(Ping.self) { _, _ in }
    }

    override func start() {
        super.start()
        list.list.listView.delegate = self
        try? root(list)
    }

    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        let name = "Item \(indexPath.item + 1)"
        shown.append(name)
        try? show(ContentScreen(title: name, [Label(text: "The page of \(name).")]))
    }
}

struct Ping: Message {}

/// Records what a search bar's delegate hears.
@MainActor
final class SearchLog: SearchBarDelegate {
    private(set) var events: [String] = []
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { events.append("begin") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { events.append("end") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { events.append("cancel") }
}

/// Records what a presentation controller's delegate hears.
@MainActor
final class DismissalLog: PresentationControllerDelegate {
    private(set) var events: [String] = []
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { events.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { events.append("attempt") }
}

/// Records the tabs a tab bar controller's delegate hears the user select.
@MainActor
final class TabLog: TabBarControllerDelegate {
    private(set) var selected: [String] = []
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        selected.append(viewController.tabBarItem.title ?? "?")
    }
}

@MainActor
@Suite("Interaction: keys become the user's touches")
struct InteractionTests {
    @Test(
        "Enter selects through the delegate; Esc is the user's back tap, so the coordinator's navigation sync runs; focus comes back to the item"
    )
    func selectAndGoBack() throws {
        let flow = ProductsFlow()
        flow.start()
        let driver = HeadlessDriver(application: makeApplication(root: flow.navigationController), width: 60, height: 12)
        for _ in 0..<12 { driver.apply(.key(.down)) }
        #expect(driver.apply(.key(.enter)) == .handled)
        #expect(flow.shown == ["Item 13"])
        #expect(flow.viewControllers.count == 2)
        #expect(driver.screen().frameLines[0].contains("Item 13"))
        #expect(driver.apply(.key(.escape)) == .handled)
        #expect(flow.navigationController.viewControllers.count == 1)
        #expect(flow.viewControllers.map { ObjectIdentifier($0) } == [ObjectIdentifier(flow.list)], "the coordinator heard the user's pop")
        #expect(
            driver.screen().frameLines.contains { $0.hasPrefix(" [ Item 13 ") },
            "focus is back on the item left, no longer selected (the list clears its selection as its screen reappears)")
        #expect(flow.list.list.listView.indexPathForSelectedItem == nil)
        #expect(driver.apply(.key(.backspace)) == .ignored, "nothing to go back to at the root")
    }

    @Test("Backspace at a sheet's root swipes it away as the user would; a modal sheet stays")
    func dismissSheet() {
        let home = ContentScreen(title: "Home", [Button(title: "Sign in")])
        let driver = HeadlessDriver(application: makeApplication(root: home), width: 60, height: 12)
        let log = DismissalLog()
        let sheet = ContentScreen(title: "Sheet", [Button(title: "OK")])
        sheet.presentationController?.delegate = log
        sheet.isModalInPresentation = true
        home.present(sheet, animated: false)
        #expect(!driver.screen().contains("esc close"), "a kept sheet offers no close")
        #expect(driver.apply(.key(.escape)) == .ignored)
        #expect(home.presentedViewController === sheet)
        #expect(log.events == ["attempt"])
        sheet.isModalInPresentation = false
        #expect(driver.screen().contains("esc close"))
        #expect(driver.apply(.key(.backspace)) == .handled)
        #expect(home.presentedViewController == nil)
        #expect(log.events == ["attempt", "didDismiss"])
    }

    @Test("In an alert, focus starts on the preferred action; Esc runs the cancel action, Enter the focused one")
    func alertKeys() {
        let home = ContentScreen(title: "Home", [Button(title: "Remove")])
        let driver = HeadlessDriver(application: makeApplication(root: home), width: 60, height: 12)
        var chosen: [String] = []
        home.present(RemoveAlert.make(onRemove: { chosen.append("remove") }, onCancel: { chosen.append("cancel") }), animated: false)
        driver.apply(.key(.escape))
        #expect(chosen == ["cancel"])
        #expect(home.presentedViewController == nil)
        home.present(RemoveAlert.make(onRemove: { chosen.append("remove") }, onCancel: { chosen.append("cancel") }), animated: false)
        driver.apply(.key(.enter))
        #expect(chosen == ["cancel", "remove"])
        home.present(RemoveAlert.make(onRemove: { chosen.append("remove") }, onCancel: { chosen.append("cancel") }), animated: false)
        driver.apply(.key(.left))
        driver.apply(.key(.enter))
        #expect(chosen == ["cancel", "remove", "cancel"])
    }

    @Test("Tab, Shift-Tab and digits are the user's tab taps; a digit on the selected tab pops it to the root")
    func tabs() {
        let tabs = makeShopTabs(home: PromoHomeScreen.sample())
        let log = TabLog()
        tabs.delegate = log
        let driver = HeadlessDriver(application: makeApplication(root: tabs), width: 100, height: 20)
        driver.apply(.key(.tab))
        #expect(tabs.selectedIndex == 1)
        #expect(driver.screen().contains("▸ Cart (2)"))
        driver.apply(.key(.character("3")))
        #expect(tabs.selectedIndex == 2)
        driver.apply(.key(.backTab))
        driver.apply(.key(.backTab))
        #expect(tabs.selectedIndex == 0)
        #expect(log.selected == ["Cart", "Account", "Cart", "Catalog"])
        let catalog = tabs.viewControllers[0] as? NavigationController
        catalog?.pushViewController(ContentScreen(title: "Dresses"), animated: false)
        driver.apply(.key(.character("1")))
        #expect(catalog?.viewControllers.count == 1)
    }

    @Test("Typing goes into the focused field, letters that are keys elsewhere included; Backspace deletes")
    func typing() {
        let form = SignInScreen()
        let driver = HeadlessDriver(application: makeApplication(root: form), width: 60, height: 12)
        driver.apply(.type("dem"))
        for key in ["q", "j", "?"] { driver.apply(.key(.character(Character(key)))) }
        driver.apply(.key(.backspace))
        #expect(form.user.text == "demqj")
        driver.apply(.key(.down))
        driver.apply(.type("pw"))
        #expect(form.password.text == "pw")
        #expect(driver.screen().contains("[ ••"))
        driver.apply(.key(.down))
        #expect(!driver.interface.type("x"), "the button takes no text")
        driver.apply(.key(.enter))
        #expect(form.attempts == ["demqj/pw"])
        #expect(driver.screen().contains("Wrong user name or password."))
    }

    @Test("`/` focuses the search bar, which begins editing; typing searches; Esc cancels and ends editing")
    func search() {
        let bar = SearchBar(placeholder: "Search products")
        let log = SearchLog()
        bar.delegate = log
        bar.showsCancelButton = true
        let screen = ContentScreen(title: "Catalog", [bar, Button(title: "Sale")])
        var searched = 0
        let driver = HeadlessDriver(
            application: makeApplication(root: NavigationController(rootViewController: screen)), width: 60, height: 10,
            hooks: TerminalHooks(search: { searched += 1 })
        )
        #expect(driver.screen().contains("⌕ Search products"))
        driver.apply(.key(.down))
        driver.apply(.key(.character("/")))
        #expect(bar.isEditing)
        driver.apply(.type("silk"))
        driver.apply(.key(.enter))
        driver.apply(.key(.escape))
        #expect(!bar.isEditing)
        #expect(log.events == ["begin", "text silk", "search", "cancel", "end"])
        #expect(searched == 0, "the bar on screen is used, not the program's search")
        let plain = HeadlessDriver(
            application: makeApplication(root: ContentScreen(title: "P", [Button(title: "x")])),
            hooks: TerminalHooks(search: { searched += 1 }))
        plain.apply(.key(.character("/")))
        #expect(searched == 1)
    }

    @Test("Right moves through a carousel's cards and scrolls it; down leaves it for the list; Enter taps the focused button")
    func carousel() {
        let home = PromoHomeScreen.sample()
        let driver = HeadlessDriver(application: makeApplication(root: makeShopTabs(home: home)), width: 100, height: 20)
        for _ in 0..<3 { driver.apply(.key(.right)) }
        let frame = driver.screen()
        #expect(frame.contains("2–4 of 5"))
        #expect(frame.frameLines[6].hasSuffix("│ [ Buy Now ]                │"))
        driver.apply(.key(.enter))
        #expect(home.bought == ["Silk Scarf"])
        driver.apply(.key(.down))
        driver.apply(.key(.down))
        driver.apply(.key(.enter))
        #expect(home.selectedCategories == [1])
        driver.apply(.key(.up))
        driver.apply(.key(.up))
        #expect(driver.screen().frameLines[6].hasSuffix("│ [ Buy Now ]                │"), "up comes back into the carousel where it was")
    }

    @Test("Up from the content reaches the bar buttons; Enter taps them")
    func barButtons() {
        let product = NavigationController(rootViewController: ContentScreen(title: "Dresses"))
        let page = ProductScreen()
        product.pushViewController(page, animated: false)
        let driver = HeadlessDriver(application: makeApplication(root: product), width: 100, height: 20)
        driver.apply(.key(.up))
        #expect(driver.screen().frameLines[0].hasSuffix("[ Add to cart ]"))
        driver.apply(.key(.enter))
        #expect(page.added == 1)
    }

    @Test("`?` and `i` show overlays that Esc closes; `q` quits through the hook")
    func overlaysAndQuit() async throws {
        let flow = ProductsFlow()
        flow.start()
        let inspector = Inspector(root: flow)
        inspector.attach()
        defer { inspector.detach() }
        let button = Button(title: "Ping") { $0.sendAction(Ping()) }
        try flow.show(ContentScreen(title: "Detail", [button]), animated: false)
        var quits = 0
        let driver = HeadlessDriver(
            application: makeApplication(root: flow.navigationController), width: 100, height: 10, inspector: inspector,
            hooks: TerminalHooks(quit: { quits += 1 })
        )
        driver.apply(.key(.enter))
        try await waitUntilRecorded(inspector)
        driver.apply(.key(.character("i")))
        expectFrame(
            driver.screen(),
            """
             ┌─ Inspector ────────────────────────────────────────────────────────────────────────────────────┐
             │ ProductsFlow(products) started root=NavigationController screens=[ListScreen(Products),        │
             │     ContentScreen(Detail)] visible=ContentScreen(Detail) handles=[Ping]                        │
             │ 1 message:                                                                                     │
             │   Ping from Button: replied by ProductsFlow(products)                                          │
             │     asked View → ContentScreen → ProductsFlow(products)                                        │
             │                                                                                                │
             │                                                                                                │
             └─ esc close ────────────────────────────────────────────────────────────────────────────────────┘
              esc close   ↑↓ scroll   q quit
            """)
        driver.apply(.key(.escape))
        #expect(driver.interface.overlay == nil)
        driver.apply(.key(.character("?")))
        #expect(driver.interface.overlay == .help)
        #expect(driver.apply(.key(.character("q"))) == .quit)
        #expect(quits == 1)
    }

    @Test("`w` opens a window through the hook and shows it; `W` switches windows and tells the program")
    func windows() {
        let application = makeApplication(root: ContentScreen(title: "One", [Label(text: "first window")]))
        var switched: [String] = []
        let hooks = TerminalHooks(
            openWindow: {
                guard case .success(let scene) = application.requestSceneSessionActivation() else { return }
                let window = Window(windowScene: scene)
                window.rootViewController = ContentScreen(title: "Two", [Label(text: "second window")])
                window.makeKeyAndVisible()
            },
            didSwitchWindow: { switched.append($0.session.persistentIdentifier) }
        )
        let driver = HeadlessDriver(application: application, width: 60, height: 6, hooks: hooks)
        #expect(driver.screen().contains("first window"))
        #expect(driver.apply(.key(.character("w"))) == .handled)
        #expect(driver.screen().contains("second window"))
        #expect(driver.screen().frameLines[5].hasSuffix("window 2/2"))
        driver.apply(.key(.character("W")))
        #expect(driver.screen().contains("first window"))
        #expect(switched.count == 1)
        #expect(HeadlessDriver(application: application).apply(.key(.character("w"))) == .ignored, "no hook, no window")
    }

    private func waitUntilRecorded(_ inspector: Inspector) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while inspector.log.records.isEmpty {
            guard ContinuousClock.now < deadline else {
                Issue.record("the message was never logged")
                return
            }
            await Task.yield()
        }
    }
}
