import Coordinators
import Foundation
import Screens
import Signals
import StatelessCoordinators
import Testing

/// A tab bar of three vended flows, vended itself, under a stateful app coordinator.
@MainActor
@Suite("Stateless: a tab bar of three vended flows")
struct TabBarFlowTests {
    let store = TimelineStore.sample()
    let account = Account.sample()
    let app: AppCoordinator

    init() {
        app = AppCoordinator(store: store, account: account)
        app.start()
    }

    private var tabBar: IOTabBarController<HomeTabs> { app.rootViewController }

    @Test("The three tabs are the three flows, the first selected")
    func threeFlows() {
        #expect(tabBar.tabBar.titles == ["Timeline", "Saved", "Profile"])
        #expect(tabBar.viewControllers[0] is IONavigationController<TimelineFlow>)
        #expect(tabBar.viewControllers[1] is IONavigationController<SavedFlow>)
        #expect(tabBar.viewControllers[2] is IONavigationController<ProfileFlow>)
        #expect(tabBar.selectedIndex == 0)
        #expect(tabBar.owningResponder === app)
    }

    @Test("A tweet saved in the timeline tab lands in the saved tab, which is selected")
    func saveAcrossTabs() throws {
        let timelineTab = try #require(tabBar.viewControllers[0] as? IONavigationController<TimelineFlow>)
        let timeline = try #require(timelineTab.topViewController as? TimelineViewController)
        #expect(try #require(timeline.cell(at: 1)).saveButton.tap())
        #expect(tabBar.selectedIndex == HomeTabs.Tab.saved.rawValue)
        let savedTab = try #require(tabBar.viewControllers[1] as? IONavigationController<SavedFlow>)
        let saved = try #require(savedTab.topViewController as? SavedViewController)
        #expect(saved.saved.map(\.id) == [2])

        #expect(tabBar.tabBar.tap(at: 0))
        try timeline.list.userSelectItem(at: IndexPath(item: 2, section: 0))
        try #require(timelineTab.topViewController as? TweetViewController).saveButton.tap()
        #expect(saved.saved.map(\.id) == [2, 3])
        #expect(tabBar.selectedIndex == HomeTabs.Tab.saved.rawValue)
    }

    @Test("Sharing in the timeline and signing out in the profile are the tab bar's outputs, heard by the app")
    func outputsReachTheApp() throws {
        let timelineTab = try #require(tabBar.viewControllers[0] as? IONavigationController<TimelineFlow>)
        let timeline = try #require(timelineTab.topViewController as? TimelineViewController)
        try #require(timeline.cell(at: 0)).shareButton.tap()
        #expect(app.shared == ["New collection is out"])

        tabBar.send(.select(.profile))
        #expect(tabBar.selectedIndex == HomeTabs.Tab.profile.rawValue)
        let profileTab = try #require(tabBar.selectedViewController as? IONavigationController<ProfileFlow>)
        let profile = try #require(profileTab.topViewController as? ProfileViewController)
        #expect(!app.signedOut)
        profile.signOutButton.tap()
        #expect(app.signedOut)
    }
}
