import CoordinatorsTestSupport
import Foundation
import Screens

extension LeakTracker {
    /// Tracks `controller` and every view of its hierarchy loaded so far.
    @MainActor
    func trackWithViews(_ controller: ViewController, as name: String) {
        track(controller, as: name)
        guard let root = controller.viewIfLoaded else { return }
        var pending = [root]
        while let view = pending.popLast() {
            track(view, as: "\(name)'s \(type(of: view))")
            pending.append(contentsOf: view.subviews)
        }
    }
}
