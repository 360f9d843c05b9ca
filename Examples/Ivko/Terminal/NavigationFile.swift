import Foundation
import Logging

/// The file that keeps the shop's last navigation between runs (`ShopCoordinator.onNavigationChange`
/// writes it, `savedNavigation` reads it back), so quitting on a product page and starting again
/// opens that page. Writes are atomic: a crash mid-write leaves the previous navigation.
struct NavigationFile: Sendable {
    let url: URL
    let logger: Logger

    /// The saved navigation, `nil` when there is none or it cannot be read.
    func load() -> Data? {
        FileManager.default.contents(atPath: url.path)
    }

    /// Replaces the saved navigation with `data`.
    func save(_ data: Data) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            logger.warning("the navigation could not be saved", metadata: ["file": "\(url.path)", "error": "\(error)"])
        }
    }
}
