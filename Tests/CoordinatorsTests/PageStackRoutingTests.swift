import Coordinators
import Foundation
import Screens
import Testing

/// A single-stack scene: the catalog's pages on one stack at the scene's root.
@MainActor
func catalogAlone(logs: LogCapture? = nil) -> RoutedStack {
    let stack = RoutedStack("catalog", root: .home) { page in
        switch page {
        case .home, .category, .product, .search: true
        default: false
        }
    }
    if let logs { stack.logger = logs.logger() }
    return stack
}

@MainActor
@Suite("A page stack at a scene's root routes the scene")
struct PageStackRoutingTests {
    @Test("A deep link names the stack and its pages; only what differs changes")
    func deepLink() throws {
        let stack = catalogAlone()
        stack.setDependency(ShopSession(signedIn: true))
        stack.start()
        let links = try testLinks()
        #expect(try stack.open(try link("ivko://open/catalog/home/category/3/product/7"), format: links) == .applied)
        let home = stack.viewControllers[0]
        #expect(stack.pages == [.home, .category(id: 3), .product(id: 7)])
        try stack.open(try link("ivko://open/catalog/home/product/8"), format: links)
        #expect(stack.pages == [.home, .product(id: 8)])
        #expect(stack.viewControllers[0] === home, "the root's screen is kept")
        #expect(stack.navigation == SceneNavigation(PagePath(stack: "catalog", pages: [.home, .product(id: 8)])))
    }

    @Test("A navigation naming another stack, or a page the stack does not own, throws and changes nothing")
    func foreignNavigation() throws {
        let stack = catalogAlone()
        stack.setDependency(ShopSession(signedIn: true))
        stack.start()
        #expect(throws: NavigationError.unknownStack("cart")) {
            try stack.navigate(to: SceneNavigation(PagePath(stack: "cart", pages: [.cart])))
        }
        #expect(throws: NavigationError.pageNotOwned(page: "cart", stack: "catalog")) {
            try stack.navigate(to: SceneNavigation(PagePath(stack: "catalog", pages: [.home, .cart])))
        }
        #expect(stack.pages == [.home])
    }

    @Test("Before the stack is started and has what its screens need, a navigation waits; a newer one replaces it")
    func queued() throws {
        let stack = catalogAlone()
        let links = try testLinks()
        #expect(try stack.open(try link("ivko://open/catalog/home/category/3"), format: links) == .queued)
        #expect(try stack.open(try link("ivko://open/catalog/home/product/7"), format: links) == .queued)
        stack.start()
        // Its screens below the root need the session (`RoutedStack`), so it waits for that too.
        #expect(stack.pages == [.home])
        #expect(stack.pendingNavigation == nil, "applied at start, and dropped because the screen could not be made")
    }

    @Test("A navigation queued until the dependency arrives is applied when it does")
    func queuedUntilReady() throws {
        let stack = ReadyWhenLoaded()
        stack.start()
        #expect(try stack.open(try link("ivko://open/catalog/home/product/7"), format: try testLinks()) == .queued)
        stack.setDependency(ShopSession(signedIn: true))
        #expect(stack.pages == [.home, .product(id: 7)])
        #expect(stack.pendingNavigation == nil)
    }

    @Test("Its navigation is handed out once per change; saved bytes restore it; bytes that no longer fit are dropped with a warning")
    func restoration() throws {
        let stack = catalogAlone()
        stack.setDependency(ShopSession(signedIn: true))
        var reported: [SceneNavigation<TestPage>] = []
        stack.onNavigationChange = { reported.append($0) }
        stack.start()
        try stack.showPage(.product(id: 7))
        stack.navigationController.userTappedBack()
        try stack.showPage(.category(id: 3))
        let reportedPages = reported.map { $0.paths.map(\.pages) }
        #expect(reportedPages == [[[.home]], [[.home, .product(id: 7)]], [[.home]], [[.home, .category(id: 3)]]])
        let saved = try stack.navigation.restorationData()

        let logs = LogCapture()
        let restored = catalogAlone(logs: logs)
        restored.setDependency(ShopSession(signedIn: true))
        restored.start()
        #expect(restored.restoreNavigation(from: saved) == .applied)
        #expect(restored.pages == [.home, .category(id: 3)])
        let foreign = try SceneNavigation<TestPage>(PagePath(stack: "cart", pages: [.cart])).restorationData()
        #expect(restored.restoreNavigation(from: foreign) == nil)
        #expect(restored.pages == [.home, .category(id: 3)])
        #expect(logs.warnings.count == 1)
    }
}

/// A catalog stack that can navigate only once the session arrived (its `isReady`).
final class ReadyWhenLoaded: PageStackCoordinator<TestPage> {
    init() {
        super.init(rootPage: .home, identifier: "catalog")
    }

    override var isReady: Bool { dependency(ShopSession.self) != nil }
    override func canShow(_ page: TestPage) -> Bool { page == .home || page == .product(id: 7) }
    override func viewController(for page: TestPage) throws -> ViewController { PageScreen(page) }
}
