public import IvkoMiddleware

/// What the application coordinator hands every scene (as a dependency): the app-wide managers once
/// they are built, or why they could not be. A scene shows its loading screen until one arrives, and
/// a scene connected later gets the current one.
public enum AppStart: Sendable {
    /// The app-wide managers, shared by every scene.
    case ready(AppDependency)
    /// They could not be built; the scenes show the fatal-error screen, whose reset builds them again.
    case failed(ShopFailure)
}
