// The app's dependency value flows down the coordinator tree. A coordinator registers its handlers
// in `init` (stage one) and shows screens in `start()` (stage two), after its parent handed it the
// dependencies; messages that arrive before the value does wait until `isReady`.

import Coordinators
import Screens

// snippet.dependency
private final class Catalog {
    func products() -> [String] { ["W26KD0112", "W26NR0031"] }
}

private struct AppDependency {
    var catalog: Catalog? // nil until the app has loaded
}
// snippet.end

private struct LoadProducts: Message {
    typealias Reply = [String]
}

// snippet.coordinator
private final class ProductListViewController: ViewController {
    var products: [String] = []
}

private final class CatalogCoordinator: NavigationCoordinator {
    let list = ProductListViewController()

    // Stage one: no dependencies yet; only register what this coordinator answers.
    init() {
        super.init(identifier: "catalog")
        handle(LoadProducts.self) { catalog, _ in
            catalog.dependency(AppDependency.self)?.catalog?.products() ?? []
        }
    }

    // Messages wait (in arrival order) while this is false.
    override var isReady: Bool { dependency(AppDependency.self)?.catalog != nil }

    // Stage two: the parent has handed down what it has; show the first screen.
    override func start() {
        super.start()
        try? root(list) // a new screen on its own stack: nothing can refuse it
    }

    override func dependenciesDidChange() {
        list.products = dependency(AppDependency.self)?.catalog?.products() ?? []
    }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks the queued message; `SnippetTests` calls it.
@MainActor
func dependenciesDownTheTreeSnippet() async throws {
    // snippet.show
    // snippet.start
    let app = Coordinator(rootViewController: ViewController(), identifier: "app")
    app.setDependency(AppDependency(catalog: nil)) // loading
    app.start()
    let catalog = CatalogCoordinator()
    app.startChild(catalog) // inherits AppDependency, then starts

    // The list asks before the catalog has loaded: the message waits in the coordinator's queue.
    let request = Task { try await catalog.list.send(LoadProducts()) }
    // snippet.hide
    try await waitUntil("the message is queued") { catalog.messageHandlers.queuedMessageCount == 1 }
    // snippet.show

    // Later, the loaded value replaces the first one, in every coordinator of the tree.
    app.setDependency(AppDependency(catalog: Catalog()))
    let products = try await request.value // answered now, and the list was given them too
    // snippet.end
    // snippet.hide
    try check(products == ["W26KD0112", "W26NR0031"], "the queued message was answered")
    try check(catalog.list.products == products, "dependenciesDidChange handed the products on")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}

@MainActor
private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while !condition() {
        guard ContinuousClock.now < deadline else { throw SnippetFailure(description: "timed out: \(what)") }
        await Task.yield()
    }
}
