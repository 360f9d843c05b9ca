import Coordinators
import CoordinatorsTestSupport
import Foundation
import Screens
import Signals
import Testing

/// A page stack shows what it is asked even when a child flow has pushed its screens on top of the
/// stack's own (a checkout on the catalog's stack): the child's screens go, the child finishes and
/// is released. Found by the navigation cycles, where a deep link to home left the checkout on screen.
@MainActor
@Suite("Routing past a child flow on the stack")
struct ChildFlowRoutingTests {
    let badges = SignalPipe<Int>()
    let tabs: CycleTabs
    let links: LinkFormat<CyclePage>

    init() throws {
        tabs = CycleTabs(badges: badges.signal)
        tabs.start()
        links = LinkFormat<CyclePage>(base: try #require(URL(string: "cycle://open")))
    }

    func startCheckout(on home: HomeStack, leaks: LeakTracker) {
        let checkout = CheckoutFlow(navigationController: home.navigationController, orderNumber: 1)
        home.startChild(checkout)
        leaks.track(checkout)
    }

    @Test("A deep link to the pages the stack already has pops the child flow above them")
    func deepLinkToTheSamePages() throws {
        let home = try #require(tabs.home)
        let leaks = LeakTracker()
        startCheckout(on: home, leaks: leaks)
        #expect(home.navigationController.viewControllers.count == 3)

        try tabs.open(links.url(for: PagePath(stack: "home", pages: [.home])), format: links)

        #expect(home.navigationController.viewControllers.count == 1)
        #expect(home.children.isEmpty)
        #expect(leaks.survivors == [])
    }

    @Test("Displaying the stack's top page pops the child flow above it")
    func displayTheTopPage() throws {
        let home = try #require(tabs.home)
        try home.showPage(.item(4))
        let leaks = LeakTracker()
        startCheckout(on: home, leaks: leaks)

        try home.showPage(.item(4))

        #expect(home.navigationController.topViewController === home.viewControllers.last)
        #expect(home.pages == [.home, .item(4)])
        #expect(home.children.isEmpty)
        #expect(leaks.survivors == [])
    }
}
