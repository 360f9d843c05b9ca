import Foundation
import IvkoMiddleware
import IvkoModel

/// Fetches pictures for the screens without holding them up: the asset manager finds or downloads
/// the file off the main actor, and the file's path is handed to the screen when it arrives. A
/// picture that cannot be had is simply not handed over, so the screen keeps its text alternative.
@MainActor
final class PictureLoader {
    /// The loads under way, by a number of their own; each removes itself when it ends.
    private var loads: [Int: Task<Void, Never>] = [:]
    private var nextLoad = 0

    /// Fetches the file of `path` from `assets` and calls `apply` with its path once it is there.
    func load(_ path: AssetPath, from assets: AssetManager, apply: @escaping @MainActor (String) -> Void) {
        let number = nextLoad
        nextLoad += 1
        loads[number] = Task { [weak self] in
            defer { self?.loads[number] = nil }
            guard let file = try? await assets.file(for: path), !Task.isCancelled else { return }
            apply(file.path)
        }
    }

    /// Returns once every picture asked for so far has arrived or failed.
    func settle() async {
        for load in Array(loads.values) { await load.value }
    }

    /// The loads kept now (those under way; a finished one is let go).
    var loadCount: Int { loads.count }

    /// Stops fetching: nothing asked for so far is handed over any more.
    func cancelAll() {
        for load in loads.values { load.cancel() }
        loads.removeAll()
    }
}
