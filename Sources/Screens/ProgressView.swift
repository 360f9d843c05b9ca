/// A determinate progress bar, from 0 to 1.
@MainActor
open class ProgressView: View {
    /// How far along, clamped to 0...1.
    public var progress: Double = 0 {
        didSet {
            progress = min(max(progress, 0), 1)
            if oldValue != progress { setNeedsDisplay() }
        }
    }

    /// Creates a progress bar at `progress`.
    public init(progress: Double = 0) {
        super.init()
        self.progress = min(max(progress, 0), 1)
    }

    /// The bar as a renderer sees it: the percentage as detail.
    open override var renderContent: RenderContent {
        RenderContent(kind: .progress, detail: "\(Int((progress * 100).rounded()))%")
    }
}

/// An indeterminate activity indicator (a spinner).
@MainActor
open class ActivityIndicatorView: View {
    /// Whether the indicator is spinning.
    public private(set) var isAnimating = false {
        didSet { if oldValue != isAnimating { setNeedsDisplay() } }
    }
    /// Whether the indicator hides itself while stopped.
    public var hidesWhenStopped = true

    /// Creates a stopped indicator (hidden while stopped, by default).
    public override init() {
        super.init()
        isHidden = hidesWhenStopped
    }

    /// Starts spinning and shows the indicator.
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning; hides the indicator if `hidesWhenStopped`.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The indicator as a renderer sees it.
    open override var renderContent: RenderContent {
        RenderContent(kind: .activity, detail: isAnimating ? "animating" : "stopped")
    }
}
