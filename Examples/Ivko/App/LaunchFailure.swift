/// Why the app-wide managers could not be built: what the application coordinator hands every
/// scene (as a dependency, beside the `AppDependency` it could not make) so that each shows the
/// fatal-error screen, whose reset builds them again. A scene connected later gets it too.
public struct LaunchFailure: Sendable {
    /// What went wrong, as the screens need to know it.
    public let failure: ShopFailure

    /// The launch failure of `failure`.
    public init(_ failure: ShopFailure) {
        self.failure = failure
    }
}
