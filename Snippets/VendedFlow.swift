// A stateless flow: a namespace whose `vend` returns a configured navigation controller. Its
// screens take inputs and report outputs; pure `mapIO` functions connect them; the flow reports
// one output to whoever vended it, and keeps no state of its own.

import Screens
import Signals
import StatelessCoordinators

// snippet.screens
private final class ProductListViewController: ViewController, IOViewController {
    enum Inputs { case show([String]) }
    enum Outputs { case selected(String) }

    private(set) var styles: [String] = []
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    func send(_ input: Inputs) {
        switch input {
        case .show(let styles): self.styles = styles
        }
    }

    /// What a tap on a row does.
    func userSelects(_ style: String) { outputPipe.send(.selected(style)) }
}

private final class ProductViewController: ViewController, IOViewController {
    enum Inputs { case show(String) }
    enum Outputs { case addToCart(String) }

    private var style = ""
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }
    lazy var addButton = Button(title: "Add to cart") { [weak self] _ in
        guard let self else { return }
        self.outputPipe.send(.addToCart(self.style))
    }

    func send(_ input: Inputs) {
        switch input {
        case .show(let style): self.style = style
        }
    }
}
// snippet.end

// snippet.flow
private enum CatalogFlow: VendingCoordinator {
    enum Inputs { case open(String), add(String) }
    enum Outputs { case added(String) }

    static func vend(styles: [String]) -> IONavigationController<Self> {
        let list = ProductListViewController()
        list.send(.show(styles))
        let (navigation, io) = IONavigationController<Self>.make(rootViewController: list)
        io.addInputs(list.outputs.map(mapIO))
        io.inputs.observe(weak: navigation) { navigation, input in
            switch input {
            case .open(let style):
                let product = ProductViewController()
                product.send(.show(style))
                io.addInputs(product.outputs.map(mapIO))
                navigation.pushViewController(product, animated: true)
            case .add(let style):
                io.emit(.added(style))
            }
        }
        return navigation
    }

    static func mapIO(_ output: ProductListViewController.Outputs) -> Inputs {
        switch output {
        case .selected(let style): .open(style)
        }
    }

    static func mapIO(_ output: ProductViewController.Outputs) -> Inputs {
        switch output {
        case .addToCart(let style): .add(style)
        }
    }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks the flow's output; `SnippetTests` calls it.
@MainActor
func vendedFlowSnippet() async throws {
    // snippet.show
    // snippet.use
    let catalog = CatalogFlow.vend(styles: ["W26KD0112", "W26NR0031"])
    var added: [String] = []
    catalog.outputs.observe { output in
        switch output {
        case .added(let style): added.append(style)
        }
    }
    (catalog.topViewController as? ProductListViewController)?.userSelects("W26NR0031")
    (catalog.topViewController as? ProductViewController)?.addButton.tap()
    // added == ["W26NR0031"]
    // snippet.end
    // snippet.hide
    try check(catalog.viewControllers.count == 2, "the product was pushed")
    try check(added == ["W26NR0031"], "the flow reported the added product")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
