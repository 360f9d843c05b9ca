public import IvkoScreens
public import Screens
public import Signals

/// The alert checkout shows when the order could not be placed, vended by one function: it keeps
/// no state, and the user's choice ("Try again" or "OK") leaves it as an output, which
/// `CheckoutFlow` maps into its inputs like any screen's.
public enum CheckoutProblemAlert {
    /// What the user chose.
    public enum Outputs: Hashable, Sendable {
        /// Send the same order again.
        case tryAgain
        /// Stay on the review (which still says what went wrong).
        case ok
    }

    /// An alert saying why the order was not placed, and its outputs. The outputs live as long as
    /// the alert (its actions hold their pipe), so they end when it is dismissed and released.
    @MainActor
    public static func vend(_ problem: ScreenProblem) -> (alert: AlertController, outputs: Signal<Outputs>) {
        let pipe = SignalPipe<Outputs>()
        let alert = AlertController(title: "Your order was not placed", message: problem.message, preferredStyle: .alert)
        // Try again first: the action the user most likely wants, and the first a terminal focuses.
        let retry = AlertAction(title: "Try again", style: .default) { _ in pipe.send(.tryAgain) }
        alert.addAction(retry)
        alert.addAction(AlertAction(title: "OK", style: .cancel) { _ in pipe.send(.ok) })
        alert.preferredAction = retry
        return (alert, pipe.signal)
    }
}
