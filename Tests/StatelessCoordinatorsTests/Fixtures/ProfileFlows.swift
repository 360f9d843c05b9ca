import Screens
import Signals
import StatelessCoordinators

/// The settings modal. It has no inputs; its one output, `done`, is the only way it closes: whoever
/// presents it dismisses it on `done`, and the user cannot swipe it away.
enum SettingsFlow: VendingCoordinator {
    typealias Inputs = Never

    enum Outputs: Equatable {
        case done(Settings)
    }

    static func vend(settings: Settings) -> IONavigationController<Self> {
        let form = SettingsViewController()
        form.send(.show(settings))
        let (navigation, io) = IONavigationController<Self>.make(rootViewController: form)
        navigation.isModalInPresentation = true
        io.addOutputs(form.outputs.map(mapIO))
        return navigation
    }

    static func mapIO(_ output: SettingsViewController.Outputs) -> Outputs {
        switch output {
        case .done(let settings): .done(settings)
        }
    }
}

/// The profile tab: settings in a modal, and a new address from the stateful `AddressBuilder`,
/// hosted in a sheet.
enum ProfileFlow: VendingCoordinator {
    enum Inputs {
        case openSettings
        case settingsDone(Settings)
        case addAddress
        case addressBuilt(Address)
        case signOut
    }

    enum Outputs: Equatable {
        case signedOut
    }

    static func vend(account: Account) -> IONavigationController<Self> {
        let profile = ProfileViewController()
        profile.send(.show(account.user, account.settings, addresses: account.addresses))
        let (navigation, io) = IONavigationController<Self>.make(rootViewController: profile)
        navigation.title = "Profile"
        io.addInputs(profile.outputs.map(mapIO))
        io.inputs.observe(weak: navigation) { [weak profile] navigation, input in
            switch input {
            case .openSettings:
                let settings = SettingsFlow.vend(settings: account.settings)
                io.addInputs(settings.outputs.map(mapIO))
                navigation.present(settings, animated: true)
            case .settingsDone(let settings):
                account.settings = settings
                profile?.send(.show(account.user, settings, addresses: account.addresses))
                navigation.dismiss(animated: true)
            case .addAddress:
                let builder = AddressBuilder()
                guard let host = try? CoordinatorHostingController(hosting: builder) else { return }
                io.addInputs(builder.result.map(mapIO))
                navigation.present(host, animated: true)
            case .addressBuilt(let address):
                account.addresses.append(address)
                profile?.send(.show(account.user, account.settings, addresses: account.addresses))
                navigation.dismiss(animated: true)
            case .signOut:
                io.emit(.signedOut)
            }
        }
        return navigation
    }

    static func mapIO(_ output: ProfileViewController.Outputs) -> Inputs {
        switch output {
        case .openSettings: .openSettings
        case .addAddress: .addAddress
        case .signOut: .signOut
        }
    }

    static func mapIO(_ output: SettingsFlow.Outputs) -> Inputs {
        switch output {
        case .done(let settings): .settingsDone(settings)
        }
    }

    static func mapIO(_ address: Address) -> Inputs {
        .addressBuilt(address)
    }
}

/// The saved tweets tab.
enum SavedFlow: VendingCoordinator {
    enum Inputs {
        case add(Tweet)
    }

    typealias Outputs = Never

    static func vend() -> IONavigationController<Self> {
        let saved = SavedViewController()
        let (navigation, io) = IONavigationController<Self>.make(rootViewController: saved)
        navigation.title = "Saved"
        io.inputs.observe(weak: saved) { saved, input in
            switch input {
            case .add(let tweet): saved.send(.add(tweet))
            }
        }
        return navigation
    }
}

/// The app's three tabs, each a vended flow. A tweet saved in the timeline lands in the Saved tab,
/// which is selected; sharing and signing out are the tab bar's outputs.
enum HomeTabs: VendingCoordinator {
    enum Tab: Int {
        case timeline, saved, profile
    }

    enum Inputs {
        case save(Tweet.ID)
        case share(Tweet.ID)
        case signedOut
        case select(Tab)
    }

    enum Outputs: Equatable {
        case share(String)
        case signedOut
    }

    static func vend(store: TimelineStore, account: Account) -> IOTabBarController<Self> {
        let timeline = TimelineFlow.vend(store: store)
        let saved = SavedFlow.vend()
        let profile = ProfileFlow.vend(account: account)
        let (tabBar, io) = IOTabBarController<Self>.make()
        tabBar.setViewControllers([timeline, saved, profile], animated: false)
        io.addInputs(timeline.outputs.map(mapIO))
        io.addInputs(profile.outputs.map(mapIO))
        io.inputs.observe(weak: tabBar) { [weak saved] tabBar, input in
            switch input {
            case .save(let id):
                guard let tweet = store.tweet(id) else { return }
                saved?.send(.add(tweet))
                tabBar.selectTab(at: Tab.saved.rawValue)
            case .share(let id):
                guard let tweet = store.tweet(id) else { return }
                io.emit(.share(tweet.text))
            case .signedOut:
                io.emit(.signedOut)
            case .select(let tab):
                tabBar.selectTab(at: tab.rawValue)
            }
        }
        return tabBar
    }

    static func mapIO(_ output: TimelineFlow.Outputs) -> Inputs {
        switch output {
        case .save(let id): .save(id)
        case .share(let id): .share(id)
        }
    }

    static func mapIO(_ output: ProfileFlow.Outputs) -> Inputs {
        switch output {
        case .signedOut: .signedOut
        }
    }
}
