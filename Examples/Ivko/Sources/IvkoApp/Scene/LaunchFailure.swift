public import IvkoModel

/// Why the app-wide managers could not be built: what the application coordinator hands every
/// scene (as a dependency, beside the `AppDependency` it could not make) so that each shows the
/// fatal-error screen, whose reset builds them again. A scene connected later gets it too.
public struct LaunchFailure: Sendable {
    /// What went wrong; the fatal-error screen says what it means (`LocalDataProblem(_:)`).
    public let error: ShopError

    /// The launch failure of `error`.
    public init(_ error: ShopError) {
        self.error = error
    }
}
