import Foundation
import Coordinators
import IvkoMiddleware
import IvkoModel
public import IvkoScreens
public import Screens
import Signals
import Logging

/// The Cart tab: the cart's lines (quantity change, remove once the user confirms it in
/// `CartRemovalAlert`) and Checkout, which presents the same
/// checkout flow the Catalog's Buy Now does. The cart screen is a stateless one: this coordinator
/// observes its outputs (its lines' included) and sends it the lines as inputs. The lines follow
/// the cart manager: a change made anywhere (Buy Now on Home, a stock refresh) shows here.
@MainActor
public final class CartCoordinator: ShopStackCoordinator {
    private var following: Task<Void, Never>?
    private weak var cartScreen: CartViewController?
    /// The lines last shown, before their pictures' files are added.
    private var shown: (lines: [CartLineSummary], stockProblem: ScreenProblem?)?
    /// The files of the lines' pictures fetched so far, and the pictures on their way.
    private var pictureFiles: [AssetPath: String] = [:]
    private var fetchingPictures: Set<AssetPath> = []

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

    /// One exhaustive answer to the cart screen's outputs, each with the managers it needs.
    private func handle(_ output: CartViewController.Outputs) {
        let catalog: CatalogManager
        let cart: CartManager
        do {
            (catalog, cart) = (try managers().catalog, try cartManager())
        } catch {
            cartScreen?.send(.problem(ScreenProblem(error)))
            return
        }
        switch output {
        case .changeQuantity(let item, let quantity):
            Task { await self.change(item, to: quantity, in: cart, catalog: catalog) }
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
            Task { await self.reload(cart, catalog: catalog) }
        }
    }

    private func follow() {
        following?.cancel()
        following = nil
        let catalog: CatalogManager
        let snapshots: AsyncStream<CartSnapshot>
        do {
            (catalog, snapshots) = (try managers().catalog, try cartManager().snapshots())
        } catch {
            logger.error("no cart to follow", metadata: ["error": "\(error)"])
            return
        }
        following = Task { [weak self] in
            for await snapshot in snapshots {
                let lines = await ShopValues.lines(of: snapshot, catalog: catalog)
                guard !Task.isCancelled, let self else { return }
                self.show(lines, of: snapshot)
            }
        }
    }

    private func reload(_ cart: CartManager, catalog: CatalogManager) async {
        let snapshot = await cart.snapshot
        show(await ShopValues.lines(of: snapshot, catalog: catalog), of: snapshot)
    }

    private func show(_ lines: [CartLineSummary], of snapshot: CartSnapshot) {
        shown = (lines, snapshot.stockCheckFailure.map { ScreenProblem($0) })
        showWithPictures()
        fetchMissingPictures(of: lines)
    }

    /// Sends the lines last shown, each with its picture's file where it is there.
    private func showWithPictures() {
        guard let shown else { return }
        let lines = shown.lines.map { line in
            var line = line
            line.pictureFile = line.picture.flatMap { pictureFiles[$0] }
            return line
        }
        cartScreen?.send(.show(lines: lines, stockProblem: shown.stockProblem))
    }

    /// Fetches the pictures of `lines` not fetched nor on their way yet, showing the lines again as
    /// each arrives; one that cannot be had keeps its placeholder.
    private func fetchMissingPictures(of lines: [CartLineSummary]) {
        let missing = Set(lines.compactMap(\.picture)).subtracting(pictureFiles.keys).subtracting(fetchingPictures)
        guard !missing.isEmpty else { return }
        let assets: AssetManager
        do {
            assets = try managers().assets
        } catch {
            logger.error("no asset manager for the cart's pictures", metadata: ["error": "\(error)"])
            return
        }
        fetchingPictures.formUnion(missing)
        for path in missing {
            Task { [weak self] in
                let file = try? await assets.file(for: path).path
                guard let self else { return }
                self.fetchingPictures.remove(path)
                guard let file else { return }
                self.pictureFiles[path] = file
                self.showWithPictures()
            }
        }
    }

    /// Sets the line's quantity in one step of the cart manager: a refused or failed change
    /// leaves the line as it was, and the screen says why (for stock, how many are left).
    private func change(_ item: CartItem, to quantity: Quantity, in cart: CartManager, catalog: CatalogManager) async {
        cartScreen?.send(.problem(nil))
        do throws(ShopError) {
            try await cart.setQuantity(quantity, of: CartVariant(item))
        } catch .outOfStock {
            let entry = await cart.snapshot.entries.first { $0.id == CartVariant(item) }
            let shortage = await catalog.shortage(of: item, available: entry?.availability.available)
            cartScreen?.send(.problem(ShopValues.problem(shortage)))
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
