public import Coordinators
public import Screens

/// A data screen's one binding: its data's `LoadState`, the `StatusView` that shows it (loading,
/// empty, the problem with Try again), and how the data is had again. A screen that asks for its
/// data makes it with the request (`asking:`): `load(from:)` sends it up the chain from a responder,
/// and Try again sends it again from its button; a stateless screen makes it with `retry:`, and its
/// inputs set `state`. Every change draws the status and, once the screen's view has loaded, tells
/// it (`changed`), and it shows `value`. A new data screen keeps one, places its `statusView`, calls
/// `start(from:)` when its view loads, and renders `value`.
@MainActor
public final class LoadBinding<Value> {
    /// What the screen has of its data; setting it shows it.
    public var state = LoadState<Value>() {
        didSet { render() }
    }
    /// The status: loading, empty, or the problem with a Try again button.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }

    private weak var screen: ViewController?
    private let words: (loading: String, empty: String?, partly: String?)
    private let isEmpty: (Value) -> Bool
    private let reload: @MainActor (Responder, LoadBinding<Value>) -> Void
    private let changed: @MainActor () -> Void

    /// `screen`'s binding whose data is `request()`'s reply, asked up the chain; its status says
    /// `loading` until then, `empty` for data that `isEmpty`, and `partly` before a problem over
    /// data shown.
    public init<Request: Message>(
        asking request: @escaping @MainActor () -> Request, for screen: ViewController, loading: String, empty: String? = nil,
        partly: String? = nil, isEmpty: @escaping (Value) -> Bool = { _ in false }, changed: @escaping @MainActor () -> Void
    ) where Request.Reply == Value {
        self.screen = screen
        words = (loading, empty, partly)
        self.isEmpty = isEmpty
        self.changed = changed
        reload = { sender, binding in
            binding.state.loading()
            sender.ask(request()) { [weak binding] result in
                switch result {
                case .success(let value): binding?.state.show(value)
                case .failure(let problem): binding?.state.fail(problem)
                }
            }
        }
    }

    /// `screen`'s binding whose data comes from outside (a stateless screen's inputs); Try again runs
    /// `retry` (which reports the screen's retry output) once the problem is gone.
    public init(
        for screen: ViewController, loading: String, empty: String? = nil, partly: String? = nil,
        isEmpty: @escaping (Value) -> Bool = { _ in false }, retry: @escaping @MainActor () -> Void,
        changed: @escaping @MainActor () -> Void
    ) {
        self.screen = screen
        words = (loading, empty, partly)
        self.isEmpty = isEmpty
        self.changed = changed
        reload = { _, binding in
            binding.state.loading()
            retry()
        }
    }

    /// The data; `nil` until it arrives. Set by whoever has it (a coordinator, a test), it shows.
    public var value: Value? {
        get { state.value }
        set { state.value = newValue }
    }

    /// Why the last load failed; set, it shows above what was shown.
    public var problem: ScreenProblem? {
        get { state.problem }
        set { state.problem = newValue }
    }

    /// Has the data again: asks for it from `sender` (or reports the retry).
    public func load(from sender: Responder) {
        reload(sender, self)
    }

    /// Shows the state, and asks for the data from `sender` unless it is there: what a screen does
    /// when its view has loaded.
    public func start(from sender: Responder) {
        render()
        if value == nil { load(from: sender) }
    }

    /// Draws the status and tells the screen, once its view has loaded.
    public func render() {
        statusView.status = state.status(loading: words.loading, empty: words.empty, partly: words.partly, isEmpty: isEmpty)
        if screen?.isViewLoaded == true { changed() }
    }

    private func retry(from button: Button) {
        load(from: button)
    }
}
