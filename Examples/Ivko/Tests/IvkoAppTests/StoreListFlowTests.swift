import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// "Our stores", end to end and headless: the Account screen's button (or `ivko://stores`) shows the
/// store list on the Account tab, whose `AccountLoadStores` the Account coordinator answers with the
/// catalog manager's stores, read from the backend fixture's `stores.json`.
@MainActor
@Suite struct StoreListFlowTests {
    @Test func theStoresLinkReadsAsTheAccountTabsStoreList() throws {
        let link = ShopLinks.url(for: .stores)
        #expect(link.absoluteString == "ivko://stores")
        #expect(try ShopLinks.navigation(for: link) == SceneNavigation(PagePath(stack: "account", pages: [.account, .stores])))
    }

    @Test(.stretchedTimeLimit(minutes: 3))
    func ourStoresOnTheAccountScreenListsTheShopsStores() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            try app.shop.open(try #require(URL(string: "ivko://account")))
            let account = try #require(main.account)
            let profile = try #require(account.viewControllers.first as? AccountViewController)
            profile.loadViewIfNeeded()
            #expect(profile.storesButton.tap())
            try await waitUntil("the store list shows", timeLimit: .seconds(30)) { account.viewControllers.last is StoreListViewController }
            #expect(account.pages == [.account, .stores])
            let list = try #require(account.viewControllers.last as? StoreListViewController)
            try await waitUntil("the stores load", timeLimit: .seconds(30)) { list.stores.value != nil || list.stores.problem != nil }
            #expect(list.stores.problem == nil)
            // The fixture sends four stores; the one without a city is left out, the closed one goes last.
            #expect(list.stores.value?.map(\.id.rawValue) == ["001", "002", "003"])
            #expect(list.stores.value?.first?.name == "Ivko Knez Mihailova")
            #expect(list.stores.value?.last?.isOpen == false)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 3))
    func aStoresLinkOpensTheListOnTheAccountTab() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            try app.shop.open(try #require(URL(string: "ivko://stores")))
            let account = try #require(main.account)
            #expect(main.selectedCoordinator === account)
            #expect(account.pages == [.account, .stores])
            let list = try #require(account.viewControllers.last as? StoreListViewController)
            list.loadViewIfNeeded()
            try await waitUntil("the stores load", timeLimit: .seconds(30)) { list.stores.value?.count == 3 }
        }
    }
}
