public import Screens
import Coordinators

/// The screen shown when the user's local data cannot be opened: what went wrong and a "Reset local
/// data" button that sends `GlobalResetLocalData` up the chain and awaits its reply; a reset that
/// fails shows its problem here.
@MainActor
public final class FatalErrorViewController: ViewController {
    /// What went wrong: set by the coordinator that shows the screen, then by a failed reset's reply.
    public var problem: LocalDataProblem = .unreadable {
        didSet { if isViewLoaded { apply() } }
    }
    /// Whether a reset is under way: the button is disabled and a spinner turns, from the tap until
    /// the reply.
    public var isResetting = false {
        didSet { if isViewLoaded { apply() } }
    }

    /// "Your shop data cannot be opened".
    public let headlineLabel = Label(text: "Your shop data cannot be opened")
    /// The explanation of the problem.
    public let explanationLabel = Label().identified("fatal.explanation")
    /// Sends `GlobalResetLocalData`.
    public let resetButton = Button(title: "Reset local data").identified("fatal.reset")
    /// Turns while the reset runs.
    public let activityIndicator = ActivityIndicatorView()

    /// A fatal-error screen.
    public override init() {
        super.init()
        title = "Ivko"
    }

    /// A column: headline, explanation, button, spinner.
    public override func loadView() {
        view = StackView(
            arrangedSubviews: [headlineLabel, explanationLabel, resetButton, activityIndicator], axis: .vertical, spacing: 1
        )
    }

    /// Wires the button and shows the problem.
    public override func viewDidLoad() {
        super.viewDidLoad()
        resetButton.action = { [weak self] button in self?.reset(from: button) }
        apply()
    }

    /// Sends the reset and waits for its reply: on success the coordinator shows what comes next; a
    /// failure (or nobody answering) is shown here, with the button back.
    private func reset(from sender: Responder) {
        guard !isResetting else { return }
        isResetting = true
        Task { [weak self] in
            do {
                try await sender.send(GlobalResetLocalData())
            } catch let failed as LocalDataProblem {
                self?.problem = failed
            } catch {
                self?.problem = .unreadable
            }
            self?.isResetting = false
        }
    }

    private func apply() {
        explanationLabel.text = problem.explanation
        resetButton.isEnabled = !isResetting
        if isResetting { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
    }
}
