import Screens

extension View {
    /// This view, named `identifier` (`cart.total`, `signIn.submit`): the accessibility identifier
    /// that tests, the browser's pages and assistive tools find it by, given where the view is made
    /// so that its name stands beside it.
    func identified(_ identifier: String) -> Self {
        accessibilityIdentifier = identifier
        return self
    }
}
