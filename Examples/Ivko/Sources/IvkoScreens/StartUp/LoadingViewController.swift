public import Screens

/// The first screen, shown at once while the app builds what it needs: a spinner and a sentence.
@MainActor
public final class LoadingViewController: ViewController {
    /// What the app is doing, e.g. "Opening your shop…".
    public var message = "Opening your shop…" {
        didSet { if isViewLoaded { apply() } }
    }

    /// The spinner.
    public let activityIndicator = ActivityIndicatorView()
    /// The sentence under it.
    public let messageLabel = Label().identified("loading.message")

    /// A loading screen titled with the shop's name.
    public override init() {
        super.init()
        title = "Ivko"
    }

    /// A column of the spinner and the sentence.
    public override func loadView() {
        view = StackView(arrangedSubviews: [activityIndicator, messageLabel], axis: .vertical, spacing: 1)
    }

    /// Starts the spinner and shows the message.
    public override func viewDidLoad() {
        super.viewDidLoad()
        activityIndicator.startAnimating()
        apply()
    }

    private func apply() {
        messageLabel.text = message
    }
}
