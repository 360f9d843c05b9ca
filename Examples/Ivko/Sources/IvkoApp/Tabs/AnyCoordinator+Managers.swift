public import Coordinators
public import IvkoMiddleware

/// How the shop's coordinators read their managers: from the one `AppDependency` handed down the
/// tree (the application coordinator's app-wide value, grown by the customer's cart and orders on
/// the signed-in tree). A coordinator started where its value is missing is a wiring mistake, thrown
/// typed (`CoordinatorError.missingDependency`) where it is read instead of an optional checked.
extension AnyCoordinator {
    /// The managers this coordinator received.
    public func managers() throws(CoordinatorError) -> AppDependency {
        try requiredDependency(AppDependency.self)
    }

    /// The signed-in customer's cart (below the Database stage).
    public func cartManager() throws(CoordinatorError) -> CartManager {
        try requiredDependency(AppDependency.self, \.cart)
    }

    /// The signed-in customer's orders (below the Database stage).
    public func orderManager() throws(CoordinatorError) -> OrderManager {
        try requiredDependency(AppDependency.self, \.orders)
    }
}
