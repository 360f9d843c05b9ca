public import Screens

/// The designed state of a screen without its content, or with a problem on top of it: a spinner
/// while loading, else a message ("Your cart is empty.", "You are offline…") with an optional
/// button that sends the screen's retry message. Hidden while the content is all there is to show.
@MainActor
public final class StatusView: View {
    /// What the status view shows.
    public enum Status: Hashable, Sendable {
        /// Nothing: the screen's content speaks for itself.
        case hidden
        /// A spinner and what is being loaded.
        case loading(String)
        /// A message, with the retry button when `canRetry`.
        case message(String, canRetry: Bool)
    }

    /// The spinner shown while loading.
    public let activityIndicator = ActivityIndicatorView()
    /// The message or what is being loaded.
    public let messageLabel = Label().identified("status.message")
    /// The button that sends the screen's retry message.
    public let retryButton = Button(title: "Try again").identified("status.retry")

    /// What is shown now.
    public var status: Status = .hidden {
        didSet { apply() }
    }

    /// A hidden status view whose retry button runs `retry` (which sends the screen's retry message).
    public init(retry: @escaping @MainActor (Button) -> Void) {
        super.init()
        retryButton.action = retry
        addSubview(activityIndicator)
        addSubview(messageLabel)
        addSubview(retryButton)
        apply()
    }

    private func apply() {
        switch status {
        case .hidden:
            isHidden = true
            activityIndicator.stopAnimating()
            messageLabel.text = nil
            retryButton.isHidden = true
        case .loading(let what):
            isHidden = false
            activityIndicator.startAnimating()
            messageLabel.text = what
            retryButton.isHidden = true
        case .message(let text, let canRetry):
            isHidden = false
            activityIndicator.stopAnimating()
            messageLabel.text = text
            retryButton.isHidden = !canRetry
        }
    }

    /// The status as a renderer sees it: a vertical stack of spinner, message and retry button.
    public override var renderContent: RenderContent {
        RenderContent(kind: .stack, detail: "vertical")
    }
}
