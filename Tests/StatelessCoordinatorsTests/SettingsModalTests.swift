import Coordinators
import CoordinatorsTestSupport
import Screens
import Signals
import StatelessCoordinators
import Testing

/// The settings modal closes only through its `done` output: a presenter that ignores it leaves it
/// on screen, the user cannot swipe it away, and a stateless or stateful presenter dismisses it.
@MainActor
@Suite("Stateless: a settings modal dismissed through its done output")
struct SettingsModalTests {
    let original = Settings(displayName: "Ana", notifications: true)

    private func form(in modal: IONavigationController<SettingsFlow>) throws -> SettingsViewController {
        try #require(modal.topViewController as? SettingsViewController)
    }

    @Test("Done is an output only: the modal never dismisses itself, and cannot be swiped away")
    func neverByItself() throws {
        let presenter = ViewController()
        let modal = SettingsFlow.vend(settings: original)
        let outputs = Recorder(modal.outputs)
        try presenter.present(modal, animated: false).get()

        let form = try form(in: modal)
        form.nameField.text = ""
        #expect(form.nameField.userType("Ana M."))
        #expect(form.notificationsButton.tap())
        #expect(try #require(form.navigationItem.rightBarButtonItem).tap())

        #expect(outputs.values == [.done(Settings(displayName: "Ana M.", notifications: false))])
        #expect(presenter.presentedViewController === modal)
        #expect(modal.presentationController?.userSwipeToDismiss() == .blockedByModalInPresentation)
        #expect(presenter.presentedViewController === modal)
    }

    @Test("A stateless presenter dismisses it on done and keeps the new settings; the modal is released")
    func statelessPresenter() throws {
        let account = Account.sample()
        let profile = ProfileFlow.vend(account: account)
        let leaks = LeakTracker()
        let screen = try #require(profile.topViewController as? ProfileViewController)
        #expect(screen.settingsButton.tap())
        do {
            let modal = try #require(profile.presentedViewController as? IONavigationController<SettingsFlow>)
            leaks.track(modal, as: "settings modal")
            let form = try form(in: modal)
            leaks.track(form, as: "settings form")
            form.nameField.text = ""
            form.nameField.userType("Ana Marić")
            form.navigationItem.rightBarButtonItem?.tap()
        }
        #expect(profile.presentedViewController == nil)
        #expect(account.settings == Settings(displayName: "Ana Marić", notifications: true))
        #expect(screen.nameLabel.text == "Ana Marić")
        #expect(leaks.survivors == [])
    }

    @Test("A stateful coordinator presents the vended flow, dismisses it on done, and is left in sync")
    func statefulPresenter() throws {
        let reader = ReaderCoordinator(store: TimelineStore.sample())
        reader.start()
        let leaks = LeakTracker()
        reader.openSettings()
        do {
            let modal = try #require(reader.presentedViewControllers.first as? IONavigationController<SettingsFlow>)
            leaks.track(modal, as: "settings modal")
            let form = try form(in: modal)
            form.notificationsButton.tap()
            #expect(reader.navigationController.presentedViewController === modal)
            form.navigationItem.rightBarButtonItem?.tap()
        }
        #expect(reader.navigationController.presentedViewController == nil)
        #expect(reader.presentedViewControllers.isEmpty)
        #expect(reader.settings == Settings(displayName: "Reader", notifications: true))
        #expect(leaks.survivors == [])
    }
}
