public import Coordinators
public import Foundation
import Logging
public import Screens

/// One scene's delegate: asks the application delegate for the scene's window and coordinator when
/// the scene connects, opens the links the scene is asked to open, and lets the coordinator go when
/// the scene disconnects. On the chain it sits between the scene's coordinator and its window.
@MainActor
public final class ShopSceneDelegate: CoordinatingSceneDelegate {
    private weak var applicationDelegate: ShopApplicationDelegate?
    private let logger: Logger
    /// The scene's coordinator, while the scene is connected.
    public private(set) var shop: ShopCoordinator?

    /// A scene delegate whose scenes `applicationDelegate` builds; links it cannot open are logged
    /// to `logger`.
    init(applicationDelegate: ShopApplicationDelegate?, logger: Logger) {
        self.applicationDelegate = applicationDelegate
        self.logger = logger
        super.init()
    }

    /// Builds the window and the scene's coordinator.
    public override func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
        shop = applicationDelegate?.connect(scene, options: options)
    }

    /// Opens the links in this scene's shop; a scene with no shop (not connected, or gone) logs
    /// the links it cannot open.
    public override func scene(_ scene: Scene, openURLs urls: [URL]) {
        guard let shop, let applicationDelegate else {
            for url in urls { logger.warning("a link came to a scene with no shop", metadata: ["link": "\(url)"]) }
            return
        }
        for url in urls { applicationDelegate.open(url, in: shop) }
    }

    /// Stops the scene's coordinator.
    public override func sceneDidDisconnect(_ scene: Scene) {
        if let shop { applicationDelegate?.disconnect(shop) }
        shop = nil
    }
}
