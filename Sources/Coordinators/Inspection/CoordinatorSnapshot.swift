public import Screens

/// One coordinator and everything below it as plain values, taken at one moment: what it is, its
/// state, the view controllers it manages (and which of them the user sees), what it presented, the
/// messages it answers and the messages waiting for it to become ready.
///
/// A snapshot holds no reference to the live tree, so it can be kept, compared, logged or sent to
/// another actor. `Inspector` takes one of the whole application, with the recent messages.
public struct CoordinatorSnapshot: Sendable, Equatable {
    /// Where a coordinator is in its life.
    public enum State: Sendable, Equatable {
        /// Started and ready for messages.
        case started
        /// Started but not ready: messages it would handle wait in its queue.
        case waiting
        /// Not started, or stopped.
        case stopped
    }

    /// A view controller as an inspector shows it: its name (type and title) and where it is in
    /// its appearance cycle.
    public struct ViewControllerSnapshot: Sendable, Equatable {
        /// The controller's `inspectionName`, e.g. `ProductViewController(Sock)`.
        public let name: String
        /// Where it is in its appearance cycle; `.appeared` means the user sees it.
        public let appearance: AppearanceState

        /// Describes a controller by hand (for expectations in tests).
        public init(name: String, appearance: AppearanceState) {
            self.name = name
            self.appearance = appearance
        }
    }

    /// The scene a scene coordinator was installed in.
    public struct SceneSnapshot: Sendable, Equatable {
        /// The scene session's persistent identifier.
        public let session: String
        /// Where the scene is in its life.
        public let activation: Scene.ActivationState
    }

    /// The coordinator's type and identifier.
    public let name: ResponderName
    /// Started, waiting for readiness, or stopped.
    public let state: State
    /// The scene it was installed in, for a scene coordinator.
    public let scene: SceneSnapshot?
    /// Whether its root is presented modally (it was started with `presentChild`) and still is.
    public let isPresentedModally: Bool
    /// The view controller it is built on, if any.
    public let rootViewController: ViewControllerSnapshot?
    /// The other controllers it manages and that are not presented (a navigation flow's screens),
    /// bottom to top.
    public let viewControllers: [ViewControllerSnapshot]
    /// The controllers it presented modally that are still presented.
    public let presentedViewControllers: [ViewControllerSnapshot]
    /// The type names of the messages it answers, in registration order.
    public let handledMessages: [String]
    /// The type names of the messages waiting for it to become ready, in arrival order.
    public let queuedMessages: [String]
    /// Its children, in start order.
    public let children: [CoordinatorSnapshot]

    /// The one of its controllers the user sees: the top-most of its screens and presented controllers
    /// that has appeared, or its root when it has no others and the root has appeared. `nil` when its
    /// screens are covered, in a hidden tab, or in no visible window.
    public var visibleViewController: ViewControllerSnapshot? {
        let own = viewControllers + presentedViewControllers
        if own.isEmpty { return rootViewController?.appearance == .appeared ? rootViewController : nil }
        return own.last { $0.appearance == .appeared }
    }

    /// This snapshot and every snapshot below it, depth first.
    public var subtree: [CoordinatorSnapshot] {
        [self] + children.flatMap(\.subtree)
    }

    /// Takes a snapshot of `coordinator` and its subtree as they are now.
    @MainActor
    public init(_ coordinator: AnyCoordinator) {
        name = ResponderName(coordinator)
        state = coordinator.isStarted ? (coordinator.isReady ? .started : .waiting) : .stopped
        if let window = coordinator.window, let windowScene = window.windowScene {
            scene = SceneSnapshot(session: windowScene.session.persistentIdentifier, activation: windowScene.activationState)
        } else {
            scene = nil
        }
        isPresentedModally = coordinator.isPresentedModally
        let root = coordinator.anyRootViewController
        rootViewController = root.map { ViewControllerSnapshot($0) }
        var shown: [ViewControllerSnapshot] = []
        var presented: [ViewControllerSnapshot] = []
        for controller in coordinator.managedViewControllers where controller !== root {
            if controller.parent == nil, controller.presentingViewController != nil {
                presented.append(ViewControllerSnapshot(controller))
            } else {
                shown.append(ViewControllerSnapshot(controller))
            }
        }
        viewControllers = shown
        presentedViewControllers = presented
        handledMessages = coordinator.messageHandlers.handledMessageNames
        queuedMessages = coordinator.messageHandlers.queuedMessageNames
        children = coordinator.children.map { CoordinatorSnapshot($0) }
    }
}

extension CoordinatorSnapshot.ViewControllerSnapshot {
    /// Describes `controller` as it is now.
    @MainActor
    init(_ controller: ViewController) {
        self.init(name: controller.inspectionName, appearance: controller.appearanceState)
    }
}
