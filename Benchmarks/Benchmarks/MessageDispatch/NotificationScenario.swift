import Benchmark
import Foundation

@MainActor
enum NotificationScenario {
    static let addToCart = Notification.Name("AddToCart")

    /// The cell posts; the coordinator observes with a block on the posting thread.
    static func run(_ count: Int) async {
        let center = NotificationCenter()
        let box = Counter()
        let token = center.addObserver(forName: addToCart, object: nil, queue: nil) { note in
            box.add(note.userInfo?["productID"] as? Int ?? 0)
        }
        for index in 0..<count {
            center.post(name: addToCart, object: nil, userInfo: ["productID": index & 1])
        }
        center.removeObserver(token)
        blackHole(box.value)
    }
}

/// The observer's state, safe to touch from the observer block.
final class Counter: @unchecked Sendable {
    private(set) var value = 0

    func add(_ amount: Int) {
        value += amount
    }
}
