public import Coordinators
public import Screens

/// A data screen's one binding: its data's `LoadState`, the `StatusView` that shows it (loading,
/// empty, the problem with Try again), and how the data is had again. A screen that asks for its
/// data makes it with the request (`asking:`): `load(from:)` sends it up the chain from a responder,
/// and Try again sends it again from its button; a stateless screen (or one that asks in its own
/// way, as Home does to keep the pictures it has) makes it with `retry:`, and sets `state` itself.
/// Every change draws the status and, once the screen's view has loaded, tells it (`changed`), and
/// it shows `value`. A new data screen keeps one, places its `statusView`, calls `start(from:)`
/// when its view loads, and renders `value`.
@MainActor
public final class LoadBinding<Value> {
    /// What the status says in each state: `LoadState.status`'s words.
    private struct Words {
        let loading: String
        let empty: String?
        let emptyCanRetry: Bool
        let partly: String?
    }

    /// What the screen has of its data; setting it shows it.
    public var state = LoadState<Value>() {
        didSet { render() }
    }
    /// The status: loading, empty, or the problem with a Try again button.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.load(from: button) }

    private weak var screen: ViewController?
    private let words: Words
    private let isEmpty: (Value) -> Bool
    private let reload: @MainActor (Responder, LoadBinding<Value>) -> Void
    private let changed: @MainActor () -> Void

    /// `screen`'s binding whose data is `request()`'s reply, asked up the chain; its status says
    /// `loading` until then, `empty` for data that `isEmpty`, and `partly` before a problem over
    /// data shown.
    public convenience init<Request: Message>(
        asking request: @escaping @MainActor () -> Request, for screen: ViewController, loading: String, empty: String? = nil,
        partly: String? = nil, isEmpty: @escaping (Value) -> Bool = { _ in false }, changed: @escaping @MainActor () -> Void
    ) where Request.Reply == Value {
        let words = Words(loading: loading, empty: empty, emptyCanRetry: true, partly: partly)
        self.init(screen: screen, words: words, isEmpty: isEmpty, changed: changed) { sender, binding in
            sender.ask(request()) { [weak binding] result in
                switch result {
                case .success(let value): binding?.state.show(value)
                case .failure(let problem): binding?.state.fail(problem)
                }
            }
        }
    }

    /// `screen`'s binding whose data comes from outside (a stateless screen's inputs) or from the
    /// screen's own request; Try again runs `retry` from its button (which reports the screen's retry
    /// output, or asks) once the problem is gone. An empty state offers Try again unless
    /// `emptyCanRetry` is off.
    public convenience init(
        for screen: ViewController, loading: String, empty: String? = nil, emptyCanRetry: Bool = true, partly: String? = nil,
        isEmpty: @escaping (Value) -> Bool = { _ in false }, retry: @escaping @MainActor (Responder) -> Void,
        changed: @escaping @MainActor () -> Void
    ) {
        let words = Words(loading: loading, empty: empty, emptyCanRetry: emptyCanRetry, partly: partly)
        self.init(screen: screen, words: words, isEmpty: isEmpty, changed: changed) { sender, _ in retry(sender) }
    }

    /// The binding that says `words` and has the data again with `reload`: what both kinds share.
    private init(
        screen: ViewController, words: Words, isEmpty: @escaping (Value) -> Bool, changed: @escaping @MainActor () -> Void,
        reload: @escaping @MainActor (Responder, LoadBinding<Value>) -> Void
    ) {
        self.screen = screen
        self.words = words
        self.isEmpty = isEmpty
        self.changed = changed
        self.reload = reload
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

    /// Has the data again: the problem goes, and it asks for the data from `sender` (or reports the
    /// retry).
    public func load(from sender: Responder) {
        state.loading()
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
        statusView.status = state.status(
            loading: words.loading, empty: words.empty, emptyCanRetry: words.emptyCanRetry, partly: words.partly, isEmpty: isEmpty)
        if screen?.isViewLoaded == true { changed() }
    }
}
