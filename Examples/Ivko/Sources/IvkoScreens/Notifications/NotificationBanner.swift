public import IvkoModel
public import Screens
public import Signals

/// A notification shown without taking over the screen (the window's banner, `Window.banner`): what
/// it says, a button that opens what it is about (the order's page, the promotion's product), and
/// Dismiss. It sends nothing up the chain itself (as a window's banner it stands outside every
/// screen): what the user chose leaves as `outputs`, for whoever shows it.
@MainActor
public final class NotificationBanner: View {
    /// What the user chose.
    public enum Outputs: Hashable, Sendable {
        /// Open what the notification is about.
        case open(ShopNotification)
        /// Let it go.
        case dismiss(ShopNotification)
    }

    /// The notification shown.
    public let notification: ShopNotification
    /// What it says, in the shop's words.
    public let messageLabel = Label().identified("notification.message")
    /// Opens what it is about; hidden for a promotion that names no product.
    public let openButton = Button().identified("notification.open")
    /// Lets it go.
    public let dismissButton = Button(title: "Dismiss").identified("notification.dismiss")

    private let pipe = SignalPipe<Outputs>()
    /// The user's choice.
    public var outputs: Signal<Outputs> { pipe.signal }

    /// A banner for `notification`.
    public init(_ notification: ShopNotification) {
        self.notification = notification
        super.init()
        accessibilityIdentifier = "notification"
        messageLabel.text = Self.message(for: notification.content)
        openButton.title = Self.openTitle(for: notification.content)
        openButton.isHidden = openButton.title == nil
        openButton.action = { [weak self] _ in self?.choose(.open) }
        dismissButton.action = { [weak self] _ in self?.choose(.dismiss) }
        let buttons = StackView(arrangedSubviews: [openButton, dismissButton], axis: .horizontal, spacing: 1)
        addSubview(StackView(arrangedSubviews: [messageLabel, buttons], axis: .horizontal, spacing: 2))
    }

    /// What the banner says for `content`: `Order 2026-000123 has shipped.`, a promotion's title and text.
    public static func message(for content: ShopNotification.Content) -> String {
        switch content {
        case .orderStatus(let number, let status):
            let news =
                switch status {
                case .new: "was placed"
                case .paid: "was paid"
                case .shipped: "has shipped"
                case .cancelled: "was cancelled"
                case .other: "is now \(status.displayName.lowercased())"
                }
            return "Order \(number.rawValue) \(news)."
        case .promotion(let title, let text, _):
            return text.isEmpty ? title : "\(title): \(text)"
        }
    }

    /// The open button's title for `content`, `nil` when there is nothing to open.
    public static func openTitle(for content: ShopNotification.Content) -> String? {
        switch content {
        case .orderStatus: "View order"
        case .promotion(_, _, let style): style == nil ? nil : "View product"
        }
    }

    private enum Choice { case open, dismiss }

    private func choose(_ choice: Choice) {
        pipe.send(choice == .open ? .open(notification) : .dismiss(notification))
    }

    /// A row: the message, then its buttons.
    public override var renderContent: RenderContent {
        RenderContent(kind: .container)
    }
}
