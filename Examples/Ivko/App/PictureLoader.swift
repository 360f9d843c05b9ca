import Foundation
import IvkoMiddleware
import IvkoModel

/// Fetches pictures for the screens without holding them up: the asset manager finds or downloads
/// the file off the main actor, and the file's path is handed to the screen when it arrives. A
/// picture that cannot be had is simply not handed over, so the screen keeps its text alternative.
@MainActor
final class PictureLoader {
    private var loads: [Task<Void, Never>] = []

    /// Fetches the file of `path` from `assets` and calls `apply` with its path once it is there.
    func load(_ path: AssetPath, from assets: AssetManager, apply: @escaping @MainActor (String) -> Void) {
        loads.removeAll { $0.isCancelled }
        loads.append(Task {
            guard let file = try? await assets.file(for: path), !Task.isCancelled else { return }
            apply(file.path)
        })
    }

    /// Returns once every picture asked for so far has arrived or failed.
    func settle() async {
        let pending = loads
        for load in pending { await load.value }
        loads.removeAll { pending.contains($0) }
    }

    /// Stops fetching: nothing asked for so far is handed over any more.
    func cancelAll() {
        for load in loads { load.cancel() }
        loads.removeAll()
    }
}
