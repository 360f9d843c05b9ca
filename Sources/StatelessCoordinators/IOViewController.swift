public import Screens
public import Signals

/// The contract of a view controller in the stateless style: it declares its `Inputs` and
/// `Outputs`, takes inputs only through `send(_:)` and reports only through the `outputs` signal.
///
/// The conformer keeps a private `SignalPipe<Outputs>` and hands out only its signal, so nobody
/// outside can emit its outputs. Its data arrives as inputs too, so a coordinator can vend it
/// empty and fill it when the data comes.
///
/// ```swift
/// final class TweetViewController: ViewController, IOViewController {
///     enum Inputs { case show(Tweet) }
///     enum Outputs { case openAuthor(User.ID) }
///
///     private let outputPipe = SignalPipe<Outputs>()
///     var outputs: Signal<Outputs> { outputPipe.signal }
///
///     func send(_ input: Inputs) {
///         switch input {
///         case .show(let tweet): display(tweet)
///         }
///     }
/// }
/// ```
///
/// Cells and their view models take the same shape (a private pipe and a public `outputs`). The
/// list's controller adds their signals to a `SignalBus` and maps the bus into its own outputs with
/// a pure `mapIO`; a cell model that is released simply stops contributing.
@MainActor
public protocol IOViewController<Inputs, Outputs>: ViewController {
    /// What the controller accepts, its data included. Usually an enum.
    associatedtype Inputs
    /// What the controller reports: the user's intents, never the controller's own navigation.
    associatedtype Outputs

    /// The controller's outputs, to observe; only the controller can send into it. It ends when
    /// the controller is released.
    var outputs: Signal<Outputs> { get }

    /// Gives the controller an input, which it handles before returning.
    func send(_ input: Inputs)
}
