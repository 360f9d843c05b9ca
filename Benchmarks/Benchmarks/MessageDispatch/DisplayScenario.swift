import Benchmark
import Coordinators
import Screens

/// The pages of the benchmark's two-tab scene.
enum BenchPage: Page {
    case home, cart
}

/// One tab: a stack owning one page.
final class BenchStack: PageStackCoordinator<BenchPage> {
    override func viewController(for page: BenchPage) throws -> ViewController { ViewController() }
}

@MainActor
enum DisplayScenario {
    /// `Display(.home)` from a cell six views deep in the cart tab's screen while the catalog tab
    /// shows home already: the cart stack passes it on, the tab bar coordinator finds the catalog
    /// stack, which has nothing to change. The cost of routing a page, without building a screen.
    static func runDisplays(_ count: Int) async {
        let tabs = PageTabBarCoordinator<BenchPage>(identifier: "tabs")
        tabs.start()
        let catalog = BenchStack(rootPage: .home, identifier: "catalog")
        let cart = BenchStack(rootPage: .cart, identifier: "cart")
        tabs.setStacks([catalog, cart])
        guard let cartScreen = cart.viewControllers.first else { return }
        let cell = DispatchScenario.makeCell(in: cartScreen)
        for _ in 0..<count {
            blackHole(try? await cell.send(Display(BenchPage.home)))
        }
        tabs.stop()
    }
}
