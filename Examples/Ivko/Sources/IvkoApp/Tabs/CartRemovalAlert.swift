public import IvkoModel
public import IvkoScreens
public import Screens
public import Signals

/// The alert that asks before a cart line goes, vended by one function: it keeps no state, and the
/// user's choice leaves it as an output for the Cart tab to act on. Cancel is the preferred action,
/// so a hurried Return keeps the line.
public enum CartRemovalAlert {
    /// What the user chose.
    public enum Outputs: Hashable, Sendable {
        /// Remove the line of this item.
        case remove(CartItem)
        /// Keep the cart as it is.
        case keep
    }

    /// An alert naming `line` (product, variant, quantity), and its outputs. The outputs live as
    /// long as the alert (its actions hold their pipe), so they end when it is dismissed and released.
    @MainActor
    public static func vend(_ line: CartLineSummary) -> (alert: AlertController, outputs: Signal<Outputs>) {
        let pipe = SignalPipe<Outputs>()
        let alert = AlertController(
            title: "Remove \(line.title)?", message: "\(line.variantDescription), \(line.quantityDescription)", preferredStyle: .alert
        )
        let cancel = AlertAction(title: "Cancel", style: .cancel) { _ in pipe.send(.keep) }
        alert.addAction(cancel)
        alert.addAction(AlertAction(title: "Remove", style: .destructive) { _ in pipe.send(.remove(line.item)) })
        alert.preferredAction = cancel
        return (alert, pipe.signal)
    }
}
