// A signal only its owner can send into, observed tied to an object's life, derived with `map`,
// and ended by ARC when its owner goes.

import Signals

// snippet.owner
@MainActor
private final class CartBadge {
    private let countPipe = SignalPipe<Int>() // private: only the badge sends
    var count: Signal<Int> { countPipe.signal } // public: anyone observes

    func itemsChanged(_ items: [String]) { countPipe.send(items.count) }
}
// snippet.end

@MainActor
private final class TabBarItemModel {
    var badge: String?
}

// snippet.hide
/// Runs the snippet and checks what was delivered; `SnippetTests` calls it.
@MainActor
func signalsBasicsSnippet() async throws {
    // snippet.show
    // snippet.observe
    var badge: CartBadge? = CartBadge()
    let item = TabBarItemModel()
    badge?.count
        .map { $0 == 0 ? nil : String($0) }
        .observe(weak: item) { item, text in item.badge = text } // holds `item` weakly

    badge?.itemsChanged(["W26KD0112", "W26NR0031"]) // item.badge == "2"
    // snippet.end
    // snippet.hide
    try check(item.badge == "2", "the badge shows 2")
    // snippet.show
    // snippet.lifetime
    let signal = badge?.count
    badge = nil // the pipe, its observers and their closures are released
    // signal?.isAlive == false: nothing more can arrive
    // snippet.end
    // snippet.hide
    try check(signal?.isAlive == false, "the signal ended with its owner")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
