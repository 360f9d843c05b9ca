import Coordinators
import Screens
import Signals
import StatelessCoordinators

// The code of Docs/CoordinatorStyles.md, compiled and run by CoordinatorStylesTests, so the article
// stays true. One small flow in both styles: an account screen with a Settings button; Settings
// opens modally; Done keeps the new settings and closes it; nothing else closes it.

// MARK: The stateful style

struct OpenSettings: Message {}

struct SaveSettings: Message {
    let settings: Settings
}

final class AccountViewController: ViewController {
    let settingsButton = Button(title: "Settings") { button in button.sendAction(OpenSettings()) }

    override func loadView() {
        super.loadView()
        view.addSubview(settingsButton)
    }
}

final class SettingsFormViewController: ViewController {
    var settings: Settings

    init(settings: Settings) {
        self.settings = settings
        super.init()
        isModalInPresentation = true
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] item in
            guard let self else { return }
            item.sendAction(SaveSettings(settings: self.settings))
        }
    }
}

final class AccountCoordinator: NavigationCoordinator {
    private(set) var settings: Settings

    init(settings: Settings) {
        self.settings = settings
        super.init(identifier: "account")
        handle(OpenSettings.self) { account, _ in
            try account.present(SettingsFormViewController(settings: account.settings))
        }
        handle(SaveSettings.self) { account, message in
            account.settings = message.settings
            account.dismiss()
        }
    }

    override func start() {
        super.start()
        try? root(AccountViewController()) // a new screen on its own stack: nothing can refuse it
    }
}

// MARK: The stateless style

final class AccountHomeViewController: ViewController, IOViewController {
    enum Inputs {
        case show(Settings)
    }

    enum Outputs {
        case openSettings
    }

    let nameLabel = Label()
    let settingsButton = Button(title: "Settings")
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    override init() {
        super.init()
        settingsButton.action = { [weak self] _ in self?.outputPipe.send(.openSettings) }
    }

    override func loadView() {
        super.loadView()
        view.addSubview(nameLabel)
        view.addSubview(settingsButton)
    }

    func send(_ input: Inputs) {
        switch input {
        case .show(let settings): nameLabel.text = settings.displayName
        }
    }
}

/// Where the stateless flow keeps the settings: a dependency, since the flow keeps nothing.
@MainActor
final class SettingsStore {
    var settings: Settings

    init(settings: Settings) {
        self.settings = settings
    }
}

enum AccountFlow: VendingCoordinator {
    enum Inputs {
        case openSettings
        case settingsDone(Settings)
    }

    typealias Outputs = Never

    static func vend(store: SettingsStore) -> IONavigationController<Self> {
        let home = AccountHomeViewController()
        home.send(.show(store.settings))
        let (navigation, io) = IONavigationController<Self>.make(rootViewController: home)
        io.addInputs(home.outputs.map(mapIO))
        io.inputs.observe(weak: navigation) { [weak home] navigation, input in
            switch input {
            case .openSettings:
                let settings = SettingsFlow.vend(settings: store.settings)
                io.addInputs(settings.outputs.map(mapIO))
                navigation.present(settings, animated: true)
            case .settingsDone(let settings):
                store.settings = settings
                home?.send(.show(settings))
                navigation.dismiss(animated: true)
            }
        }
        return navigation
    }

    static func mapIO(_ output: AccountHomeViewController.Outputs) -> Inputs {
        switch output {
        case .openSettings: .openSettings
        }
    }

    static func mapIO(_ output: SettingsFlow.Outputs) -> Inputs {
        switch output {
        case .done(let settings): .settingsDone(settings)
        }
    }
}
