public import Screens

/// A coordinator built on one root view controller that stands at the top of a scene.
///
/// It adds nothing to `Coordinator`: any coordinator can be a scene's root (a
/// `PageStackCoordinator`, a `PageTabBarCoordinator`, this), installed in the scene's window with
/// `install(in:)` and connected to the `ApplicationCoordinator`. Subclass it when the scene's top
/// is a screen of your own (a stage that shows sign-in, then the app), so its role reads in the
/// type's name.
@MainActor
open class SceneCoordinator<Root: ViewController>: Coordinator<Root> {
    /// Creates the coordinator of a scene whose window will show `rootViewController`.
    public override init(rootViewController: Root, identifier: String? = nil) {
        super.init(rootViewController: rootViewController, identifier: identifier)
    }
}
