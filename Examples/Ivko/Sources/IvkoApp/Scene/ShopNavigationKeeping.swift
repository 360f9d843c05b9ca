public import Coordinators
public import Foundation
public import IvkoScreens

/// Where the shop keeps a scene's navigation between runs (the terminal's navigation file, a test's
/// memory).
///
/// The program sets it once on the application coordinator as a dependency, and it flows down the
/// tree with the others: the signed-in tab bar (`MainCoordinator`) restores what an earlier run kept
/// when it starts and keeps every change of its navigation itself, so nothing relays the changes up
/// through the scene and the application, or the saved bytes down through them.
@MainActor
public protocol ShopNavigationKeeping: AnyObject {
    /// The navigation an earlier run kept (`SceneNavigation.restorationData()`), handed out once: the
    /// first scene to sign in restores it; the scenes after it, and later sign-ins, start afresh.
    func takeSavedNavigation() -> Data?
    /// Keeps `navigation`, a scene's navigation after a change, for the next run.
    func keep(_ navigation: SceneNavigation<ShopPage>)
}
