import Coordinators
public import IvkoModel
public import Screens

/// The account: who the customer is, their points and store credit, their addresses, the way to
/// the order history and "Our stores" (`Display(ShopPage.orders)`, `.stores`), and Sign out
/// (`AccountSignOut`). It asks up the chain for the customer with `AccountLoadProfile` when its view
/// loads.
@MainActor
public final class AccountViewController: ViewController {
    /// The signed-in customer, their loading and its problem.
    public private(set) lazy var customer = LoadBinding(asking: { AccountLoadProfile() }, for: self, loading: "Loading your account…") {
        [weak self] in self?.apply()
    }

    /// The customer's name.
    public let nameLabel = Label().identified("account.name")
    /// Customer number, e-mail and the day they joined.
    public let detailsLabel = Label()
    /// Points and store credit.
    public let balanceLabel = Label().identified("account.balance")
    /// The addresses, one label each.
    public let addressList = StackView(axis: .vertical)
    /// Sends `AccountShowOrders`.
    public let ordersButton = Button(title: "Order history").identified("account.orders")
    /// Sends `AccountShowStores`.
    public let storesButton = Button(title: "Our stores").identified("account.stores")
    /// Sends `AccountSignOut`.
    public let signOutButton = Button(title: "Sign out").identified("account.signOut")

    /// An account screen with no customer yet.
    public override init() {
        super.init()
        title = "Account"
        ShopTab.account.configure(tabBarItem)
    }

    /// A column: status, name, details, balance, addresses, the three buttons.
    public override func loadView() {
        view = StackView(
            arrangedSubviews: [
                customer.statusView, nameLabel, detailsLabel, balanceLabel, addressList, ordersButton, storesButton, signOutButton,
            ],
            axis: .vertical, spacing: 1
        )
    }

    /// Wires the buttons, shows what was set before the view loaded, and asks for the customer
    /// unless they were set already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        ordersButton.action = { button in button.sendAction(Display(ShopPage.orders)) }
        storesButton.action = { button in button.sendAction(Display(ShopPage.stores)) }
        signOutButton.action = { button in button.sendAction(AccountSignOut()) }
        customer.start(from: self)
    }

    private func apply() {
        let customer = customer.value
        let profile = customer?.profile
        nameLabel.text = profile?.fullName
        detailsLabel.text = profile.map { profile in
            ["Customer \(profile.number.rawValue)", profile.email, profile.since.map { "member since \(ShopFormat.day($0))" }]
                .compactMap(\.self).joined(separator: " · ")
        }
        balanceLabel.text = customer.map { customer in
            "\(ShopFormat.count(customer.balance.points)) points · store credit \(ShopFormat.money(customer.balance.credit))"
        }
        for view in addressList.arrangedSubviews { view.removeFromSuperview() }
        let addresses = customer?.addresses ?? []
        for address in addresses {
            let place = [address.zip, address.city].compactMap(\.self).joined(separator: " ")
            let text = [address.line1, place, address.country].compactMap(\.self).filter { !$0.isEmpty }.joined(separator: ", ")
            addressList.addArrangedSubview(Label(text: address.isDefault ? text + " (default)" : text))
        }
        if customer != nil, addresses.isEmpty { addressList.addArrangedSubview(Label(text: "No shipping address yet.")) }
        for label in [nameLabel, detailsLabel, balanceLabel] { label.isHidden = customer == nil }
    }
}
