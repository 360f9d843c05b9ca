import Coordinators
import Foundation
import IvkoApp
import IvkoScreens
import Logging

/// The file that keeps the shop's last navigation between runs: the program's `ShopNavigationKeeping`,
/// which the signed-in tab bar reads from its dependencies (it restores the saved navigation as it
/// starts and keeps every change here), so quitting on a product page and starting again opens that
/// page. Writes are atomic: a crash mid-write leaves the previous navigation.
@MainActor
final class NavigationFile: ShopNavigationKeeping {
    let url: URL
    private let logger: Logger
    private var handedOut = false

    /// The navigation file at `url`.
    init(url: URL, logger: Logger) {
        self.url = url
        self.logger = logger
    }

    /// The saved navigation, the first time it is asked for; `nil` when there is none or it cannot be read.
    func takeSavedNavigation() -> Data? {
        guard !handedOut else { return nil }
        handedOut = true
        return FileManager.default.contents(atPath: url.path)
    }

    /// Replaces the saved navigation with `navigation`.
    func keep(_ navigation: SceneNavigation<ShopPage>) {
        do {
            let data = try navigation.restorationData()
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            logger.warning("the navigation could not be saved", metadata: ["file": "\(url.path)", "error": "\(error)"])
        }
    }
}
