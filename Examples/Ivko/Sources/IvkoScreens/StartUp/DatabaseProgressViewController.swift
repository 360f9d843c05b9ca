public import IvkoModel
public import Screens

/// The screen shown while the user's database opens (and the catalog imports) off the main actor:
/// a sentence, a progress bar and the step under way.
@MainActor
public final class DatabaseProgressViewController: ViewController {
    /// The latest progress, set by the coordinator as reports arrive; `nil` before the first.
    public var progress: DatabaseProgress? {
        didSet { if isViewLoaded { apply() } }
    }

    /// "Opening your shop…".
    public let headlineLabel = Label(text: "Opening your shop…")
    /// The bar.
    public let progressView = ProgressView()
    /// The step under way.
    public let stepLabel = Label().identified("progress.step")

    /// A progress screen at zero.
    public override init() {
        super.init()
        title = "Ivko"
    }

    /// A column: headline, bar, step.
    public override func loadView() {
        view = StackView(arrangedSubviews: [headlineLabel, progressView, stepLabel], axis: .vertical, spacing: 1)
    }

    /// Shows the progress set before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        apply()
    }

    private func apply() {
        progressView.progress = progress?.fractionCompleted ?? 0
        stepLabel.text = progress?.stepDescription
        stepLabel.isHidden = progress == nil
    }
}
