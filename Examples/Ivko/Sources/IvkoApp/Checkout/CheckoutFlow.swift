public import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
import Screens
import Signals
public import StatelessCoordinators

/// Checkout in the stateless style: address → review → place order → confirmation, vended as a
/// navigation controller to present modally. `vend` keeps no state: the screens hold what they
/// show, and `CheckoutEffects` is the one object that calls the managers (the order manager keeps
/// the order a retry sends again). Everything that happens is an input, handled by one exhaustive `switch`: the
/// screens' outputs and the effects' outcomes come in through pure `mapIO` functions, and the
/// flow's outputs tell whoever presented it that checkout is over.
public enum CheckoutFlow: VendingCoordinator {
    /// Everything the flow reacts to.
    public enum Inputs: Hashable, Sendable {
        /// Fetch the addresses (at the start, and the address step's retry).
        case loadAddresses
        /// The user continues with this address.
        case useAddress(Address)
        /// The user leaves checkout.
        case cancel
        /// The user places the order to this address (the review's Place order and its retry).
        case placeOrder(addressID: AddressID)
        /// The user asks to send the failed order again (the problem alert's Try again).
        case retryOrder
        /// The user is done with the confirmation.
        case done(OrderConfirmation)
        /// The addresses arrived.
        case addressesLoaded([Address])
        /// The addresses could not be fetched.
        case addressesFailed(ScreenProblem)
        /// The lines to review for the order to this address.
        case reviewReady(address: Address, lines: [CartLineSummary])
        /// The shop confirmed the order.
        case orderPlaced(OrderConfirmation)
        /// The order could not be placed.
        case orderFailed(ScreenProblem)
    }

    /// What the flow reports to whoever presented it.
    public enum Outputs: Hashable, Sendable {
        /// The order was placed and the user is done with its confirmation.
        case finished(OrderConfirmation)
        /// The user left checkout before placing an order.
        case cancelled
    }

    /// The checkout's navigation controller, titled "Checkout", with the address step at its root
    /// and the addresses on their way.
    public static func vend(
        cart: CartManager, orders: OrderManager, account: AccountManager
    ) -> IONavigationController<Self> {
        let effects = CheckoutEffects(cart: cart, orders: orders, account: account)
        let address = AddressViewController()
        let review = ReviewViewController()
        let (navigation, io) = IONavigationController<Self>.make(rootViewController: address)
        navigation.title = "Checkout"
        io.addInputs(address.outputs.map(mapIO))
        io.addInputs(review.outputs.map(mapIO))
        io.addInputs(effects.outcomes.map(mapIO))
        io.inputs.observe(weak: navigation) { [weak address] navigation, input in
            switch input {
            case .loadAddresses:
                address?.send(.loading)
                effects.loadAddresses()
            case .addressesLoaded(let addresses):
                address?.send(.show(addresses))
            case .addressesFailed(let problem):
                address?.send(.fail(problem))
            case .useAddress(let chosen):
                effects.prepareReview(to: chosen)
            case .reviewReady(let chosen, let lines):
                review.send(.show(address: chosen, lines: lines))
                if review.navigationController == nil { navigation.pushViewController(review, animated: true) }
            case .placeOrder(let addressID):
                effects.placeOrder(to: addressID)
            case .retryOrder:
                review.send(.placing)
                effects.placeOrderAgain()
            case .orderFailed(let problem):
                review.send(.fail(problem))
                let (alert, choices) = CheckoutProblemAlert.vend(problem)
                io.addInputs(choices.compactMap(mapIO))
                navigation.present(alert, animated: true)
            case .orderPlaced(let placed):
                let confirmation = ConfirmationViewController()
                confirmation.send(.show(placed))
                io.addInputs(confirmation.outputs.map(mapIO))
                navigation.setViewControllers([confirmation], animated: true)
            case .done(let placed):
                io.emit(.finished(placed))
            case .cancel:
                io.emit(.cancelled)
            }
        }
        navigation.send(.loadAddresses)
        return navigation
    }

    /// The flow's input for the address step's output.
    public static func mapIO(_ output: AddressViewController.Outputs) -> Inputs {
        switch output {
        case .chose(let address): .useAddress(address)
        case .retry: .loadAddresses
        case .cancel: .cancel
        }
    }

    /// The flow's input for the review's output.
    public static func mapIO(_ output: ReviewViewController.Outputs) -> Inputs {
        switch output {
        case .placeOrder(let addressID): .placeOrder(addressID: addressID)
        }
    }

    /// The flow's input for the confirmation's output.
    public static func mapIO(_ output: ConfirmationViewController.Outputs) -> Inputs {
        switch output {
        case .done(let confirmation): .done(confirmation)
        }
    }

    /// The flow's input for the problem alert's output (`nil` for OK: the alert is gone, and the
    /// review still says what went wrong).
    public static func mapIO(_ output: CheckoutProblemAlert.Outputs) -> Inputs? {
        switch output {
        case .tryAgain: .retryOrder
        case .ok: nil
        }
    }

    /// The flow's input for an effect's outcome.
    public static func mapIO(_ outcome: CheckoutEffects.Outcome) -> Inputs {
        switch outcome {
        case .addresses(let addresses): .addressesLoaded(addresses)
        case .addressesFailed(let problem): .addressesFailed(problem)
        case .review(let address, let lines): .reviewReady(address: address, lines: lines)
        case .placed(let confirmation): .orderPlaced(confirmation)
        case .orderFailed(let problem): .orderFailed(problem)
        }
    }
}
