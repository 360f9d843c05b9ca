import Screens
import Signals
import StatelessCoordinators

/// The settings form. It keeps the user's edits until Done, and never dismisses itself: Done is
/// only an output.
final class SettingsViewController: ViewController, IOViewController {
    enum Inputs {
        case show(Settings)
    }

    enum Outputs: Equatable {
        case done(Settings)
    }

    let nameField = TextField(placeholder: "Display name")
    let notificationsButton = Button(title: "Notifications")
    private var draft: Settings?
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    override init() {
        super.init()
        title = "Settings"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] _ in
            guard let self, let draft else { return }
            outputPipe.send(.done(draft))
        }
        nameField.onEditingChanged = { [weak self] field in self?.draft?.displayName = field.text }
        notificationsButton.action = { [weak self] _ in self?.draft?.notifications.toggle() }
    }

    override func loadView() {
        let root = View()
        root.addSubview(nameField)
        root.addSubview(notificationsButton)
        view = root
    }

    func send(_ input: Inputs) {
        switch input {
        case .show(let settings):
            draft = settings
            nameField.text = settings.displayName
        }
    }
}

/// The signed-in user's page.
final class ProfileViewController: ViewController, IOViewController {
    enum Inputs {
        case show(User, Settings, addresses: [Address])
    }

    enum Outputs: Equatable {
        case openSettings
        case addAddress
        case signOut
    }

    let nameLabel = Label()
    let addressesLabel = Label()
    let settingsButton = Button(title: "Settings")
    let addAddressButton = Button(title: "Add address")
    let signOutButton = Button(title: "Sign out")
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    override init() {
        super.init()
        title = "Profile"
        settingsButton.action = { [weak self] _ in self?.outputPipe.send(.openSettings) }
        addAddressButton.action = { [weak self] _ in self?.outputPipe.send(.addAddress) }
        signOutButton.action = { [weak self] _ in self?.outputPipe.send(.signOut) }
    }

    override func loadView() {
        let root = View()
        for subview in [nameLabel, addressesLabel, settingsButton, addAddressButton, signOutButton] {
            root.addSubview(subview)
        }
        view = root
    }

    func send(_ input: Inputs) {
        switch input {
        case .show(let user, let settings, let addresses):
            nameLabel.text = settings.displayName.isEmpty ? user.name : settings.displayName
            addressesLabel.text = addresses.map { "\($0.street), \($0.city)" }.joined(separator: "; ")
        }
    }
}

/// The tweets the user saved from the timeline.
final class SavedViewController: ViewController, IOViewController {
    enum Inputs {
        case add(Tweet)
    }

    typealias Outputs = Never

    let list = StackView()
    private(set) var saved: [Tweet] = []
    private let outputPipe = SignalPipe<Never>()
    var outputs: Signal<Never> { outputPipe.signal }

    override init() {
        super.init()
        title = "Saved"
    }

    override func loadView() {
        let root = View()
        root.addSubview(list)
        view = root
    }

    func send(_ input: Inputs) {
        switch input {
        case .add(let tweet):
            guard !saved.contains(tweet) else { return }
            saved.append(tweet)
            list.addArrangedSubview(Label(text: tweet.text))
        }
    }
}
