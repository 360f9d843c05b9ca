import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Screens
import StatelessCoordinators
import Testing

/// Docs/CoordinatorStyles.md's flow in both styles: the same taps give the same result.
@MainActor
@Suite("Stateless: the article's flow in both styles")
struct CoordinatorStylesTests {
    let original = Settings(displayName: "Ana", notifications: true)

    @Test("Stateful: Settings opens the form modally; Done saves and closes it; the form is released")
    func stateful() async throws {
        let account = AccountCoordinator(settings: original)
        account.start()
        let leaks = LeakTracker()
        let home = try #require(account.viewControllers.first as? AccountViewController)
        home.loadViewIfNeeded()
        #expect(home.settingsButton.tap())
        try await waitUntil("the form was presented") { account.presentedViewControllers.count == 1 }
        do {
            let form = try #require(account.presentedViewControllers.first as? SettingsFormViewController)
            leaks.track(form, as: "form")
            #expect(form.presentationController?.userSwipeToDismiss() == .blockedByModalInPresentation)
            form.settings.notifications = false
            form.navigationItem.rightBarButtonItem?.tap()
        }
        try await waitUntil("the form was dismissed") { account.presentedViewControllers.isEmpty }
        #expect(account.navigationController.presentedViewController == nil)
        #expect(account.settings == Settings(displayName: "Ana", notifications: false))
        #expect(leaks.survivors == [])
    }

    @Test("Stateless: Settings opens the vended form modally; Done saves and closes it; the form is released")
    func stateless() throws {
        let store = SettingsStore(settings: original)
        let navigation = AccountFlow.vend(store: store)
        let leaks = LeakTracker()
        let home = try #require(navigation.topViewController as? AccountHomeViewController)
        #expect(home.settingsButton.tap())
        do {
            let modal = try #require(navigation.presentedViewController as? IONavigationController<SettingsFlow>)
            leaks.track(modal, as: "modal")
            #expect(modal.presentationController?.userSwipeToDismiss() == .blockedByModalInPresentation)
            let form = try #require(modal.topViewController as? SettingsViewController)
            form.notificationsButton.tap()
            form.navigationItem.rightBarButtonItem?.tap()
        }
        #expect(navigation.presentedViewController == nil)
        #expect(store.settings == Settings(displayName: "Ana", notifications: false))
        #expect(home.nameLabel.text == "Ana")
        #expect(leaks.survivors == [])
    }
}
