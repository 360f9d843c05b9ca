import Coordinators
import IvkoMiddleware
import IvkoModel
public import IvkoScreens
public import Screens
import Signals
import Logging

/// The Cart tab: the cart's lines (quantity change, remove once the user confirms it in
/// `CartRemovalAlert`) and Checkout, which presents the same checkout flow the Catalog's Buy Now
/// does. The cart screen is a stateless one: this coordinator observes its outputs (its lines'
/// included), hands each to the cart manager, and sends the screen the cart as the manager shows it
/// (its lines named, with their pictures), whenever it changes: a change made anywhere (Buy Now on
/// Home, a stock refresh, a picture arriving) shows here.
@MainActor
public final class CartCoordinator: ShopStackCoordinator {
    private var following: Task<Void, Never>?
    private weak var cartScreen: CartViewController?

    /// The cart tab's coordinator.
    public init() {
        super.init(tab: .cart, rootPage: .cart)
    }

    /// The cart's page.
    public override func canShow(_ page: ShopPage) -> Bool { page == .cart }

    /// The cart screen, whose outputs this coordinator answers.
    public override func viewController(for page: ShopPage) throws -> ViewController {
        guard page == .cart else { throw NavigationError.pageNotOwned(page: "\(page)", stack: identifier) }
        let screen = CartViewController()
        screen.outputs.observe(weak: self) { coordinator, output in coordinator.handle(output) }
        cartScreen = screen
        if isStarted { follow() }
        return screen
    }

    /// Follows the cart manager, so the lines stay current.
    public override func start() {
        super.start()
        follow()
    }

    /// Stops following the cart.
    public override func willStop() {
        following?.cancel()
        following = nil
        super.willStop()
    }

    /// One exhaustive answer to the cart screen's outputs.
    private func handle(_ output: CartViewController.Outputs) {
        let cart: CartManager
        do {
            cart = try cartManager()
        } catch {
            cartScreen?.send(.problem(ScreenProblem(error)))
            return
        }
        switch output {
        case .changeQuantity(let item, let quantity):
            Task { await self.change(item, to: quantity, in: cart) }
        case .remove(let line):
            askToRemove(line, from: cart)
        case .checkout:
            do {
                try startCheckout()
            } catch {
                cartScreen?.send(.problem(ScreenProblem(error)))
            }
        case .checkStock:
            Task { await cart.refreshStock() }
        case .reload:
            Task { self.show(await cart.snapshot) }
        }
    }

    private func follow() {
        following?.cancel()
        following = nil
        let snapshots: AsyncStream<CartSnapshot>
        do {
            snapshots = try cartManager().snapshots()
        } catch {
            logger.error("no cart to follow", metadata: ["error": "\(error)"])
            return
        }
        following = Task { [weak self] in
            for await snapshot in snapshots {
                guard !Task.isCancelled, let self else { return }
                self.show(snapshot)
            }
        }
    }

    private func show(_ snapshot: CartSnapshot) {
        cartScreen?.send(
            .show(lines: snapshot.entries.map(CartLineSummary.init), stockProblem: snapshot.stockCheckFailure.map { ScreenProblem($0) }))
    }

    /// Sets the line's quantity in one step of the cart manager: a refused or failed change
    /// leaves the line as it was, and the screen says why (for stock, how many are left).
    private func change(_ item: CartItem, to quantity: Quantity, in cart: CartManager) async {
        cartScreen?.send(.problem(nil))
        do {
            try await cart.setQuantity(quantity, of: CartVariant(item))
        } catch {
            cartScreen?.send(.problem(ScreenProblem(error)))
        }
    }

    /// Asks the user to confirm, over the cart screen; only Remove takes the line away.
    private func askToRemove(_ line: CartLineSummary, from cart: CartManager) {
        guard let cartScreen else { return }
        let (alert, choice) = CartRemovalAlert.vend(line)
        choice.observe(weak: self) { coordinator, output in
            switch output {
            case .remove(let item): Task { await coordinator.remove(item, from: cart) }
            case .keep: break
            }
        }
        cartScreen.present(alert, animated: true)
    }

    private func remove(_ item: CartItem, from cart: CartManager) async {
        do {
            try await cart.remove(CartVariant(item))
        } catch {
            cartScreen?.send(.problem(ScreenProblem(error)))
        }
    }
}
