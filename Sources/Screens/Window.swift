/// A window: the root of a view hierarchy, showing its root view controller's view. A window
/// starts hidden; `makeKeyAndVisible()` shows it, which makes the root controller appear.
@MainActor
open class Window: View {
    /// Whether the window is the key window of its scene (the one receiving keyboard input).
    public internal(set) var isKeyWindow = false

    /// Creates a hidden window with no root view controller.
    public override init() {
        super.init()
        isHidden = true
    }

    /// The controller whose view fills the window. Replacing it makes the old one disappear and
    /// the new one appear (when the window is visible).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let rootViewController {
                rootViewController.view.removeFromSuperview()
                addSubview(rootViewController.view)
            }
        }
    }

    /// Showing the window makes its root controller appear; hiding it makes it disappear.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, let root = rootViewController?.viewIfLoaded, root.superview === self else {
                return
            }
            if isHidden {
                root.hierarchyDidDetach()
            } else {
                root.hierarchyDidAttach()
            }
        }
    }

    /// Shows the window and makes it the key window.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window (of its scene, when it has one).
    public func makeKey() {
        isKeyWindow = true
    }

    /// The window as a renderer sees it.
    open override var renderContent: RenderContent {
        RenderContent(kind: .window)
    }

    /// The root controller followed by every controller presented on top of it, bottom to top:
    /// what a renderer draws, in order.
    public var presentationStack: [ViewController] {
        guard let root = rootViewController else { return [] }
        var result = [root]
        while let presented = result[result.count - 1].visiblePresentedViewController { result.append(presented) }
        return result
    }
}
