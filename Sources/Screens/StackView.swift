/// A view that lays its arranged subviews out in a row or a column, with spacing.
@MainActor
open class StackView: View {
    /// The direction views are stacked in.
    public enum Axis: Sendable, Equatable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }

    /// The direction views are stacked in.
    public var axis: Axis {
        didSet { if oldValue != axis { setNeedsDisplay() } }
    }
    /// The gap between neighbouring arranged views, in renderer cells.
    public var spacing: Int {
        didSet { if oldValue != spacing { setNeedsDisplay() } }
    }
    /// The views the stack lays out, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [View] = []

    /// Creates a stack of `arrangedSubviews`.
    public init(arrangedSubviews: [View] = [], axis: Axis = .vertical, spacing: Int = 0) {
        self.axis = axis
        self.spacing = max(spacing, 0)
        super.init()
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged views (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index` (clamped), adding it as a subview.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard case .success = addSubview(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        setNeedsDisplay()
    }

    /// Stops laying out `view`; it stays a subview, as in UIKit. Returns `false` if it was not arranged.
    @discardableResult
    public func removeArrangedSubview(_ view: View) -> Bool {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return false }
        arrangedSubviews.removeAll { $0 === view }
        setNeedsDisplay()
        return true
    }

    /// Keeps `arrangedSubviews` in step when an arranged view leaves the stack.
    open override func willRemoveSubview(_ subview: View) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    /// The stack as a renderer sees it: its axis as detail.
    open override var renderContent: RenderContent {
        RenderContent(kind: .stack, detail: axis == .vertical ? "vertical" : "horizontal")
    }
}
