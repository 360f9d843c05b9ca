import Foundation
import Screens
import TerminalUI

/// A catalog-like home: a headline, then one list whose first cell holds a carousel of promo cards
/// (picture, name, price, a Buy Now button) and whose other cells are categories. With
/// `selectableCards`, the carousel has a delegate too, so a card is selectable as well as its
/// button (as the shop's promotions are).
@MainActor
final class PromoHomeScreen: ViewController, ListViewDataSource, ListViewDelegate {
    let promos: [String]
    let categories: [(String, String)]
    let selectableCards: Bool
    let list = ListView()
    let carousel = ListView(scrollDirection: .horizontal)
    private(set) var bought: [String] = []
    private(set) var selectedCategories: [Int] = []
    private(set) var openedCards: [String] = []

    init(promos: [String], categories: [(String, String)], selectableCards: Bool = false) {
        self.promos = promos
        self.categories = categories
        self.selectableCards = selectableCards
        super.init()
        title = "Home"
    }

    override func loadView() {
        let root = View()
        root.addSubview(Label(text: "Winter Sale — up to 40% off"))
        list.dataSource = self
        list.delegate = self
        carousel.dataSource = self
        if selectableCards { carousel.delegate = self }
        root.addSubview(list)
        view = root
    }

    func numberOfSections(in listView: ListView) -> Int { listView === list ? 2 : 1 }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        if listView === carousel { return promos.count }
        return section == 0 ? 1 : categories.count
    }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        if listView === carousel {
            let cell = listView.dequeueReusableCell(withReuseIdentifier: "promo", for: indexPath)
            for subview in cell.contentView.subviews { subview.removeFromSuperview() }
            let name = promos[indexPath.item]
            cell.contentView.addSubview(ImageView(imagePath: "/pictures/\(indexPath.item).png", accessibilityLabel: name))
            cell.contentView.addSubview(Label(text: name))
            cell.contentView.addSubview(Button(title: "Buy Now") { [weak self] _ in self?.bought.append(name) })
            return cell
        }
        if indexPath.section == 0 {
            let cell = listView.dequeueReusableCell(withReuseIdentifier: "carousel", for: indexPath)
            if carousel.superview !== cell.contentView { cell.contentView.addSubview(carousel) }
            return cell
        }
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "category", for: indexPath)
        cell.text = categories[indexPath.item].0
        cell.detailText = categories[indexPath.item].1
        return cell
    }

    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        if listView === carousel {
            openedCards.append(promos[indexPath.item])
        } else {
            selectedCategories.append(indexPath.item)
        }
    }
}

/// A sign-in form: two labelled fields, an error, a button, a note.
@MainActor
final class SignInScreen: ViewController {
    let user = TextField(placeholder: "user name")
    let password = TextField(placeholder: "password", isSecureTextEntry: true)
    let error = Label()
    private(set) var attempts: [String] = []

    override init() {
        super.init()
        title = "Sign in"
    }

    override func loadView() {
        let form = StackView(axis: .vertical, spacing: 0)
        form.addArrangedSubview(StackView(arrangedSubviews: [Label(text: "User name"), user], axis: .horizontal, spacing: 2))
        form.addArrangedSubview(StackView(arrangedSubviews: [Label(text: "Password "), password], axis: .horizontal, spacing: 2))
        form.addArrangedSubview(error)
        form.addArrangedSubview(
            Button(title: "Sign in") { [weak self] _ in
                guard let self else { return }
                attempts.append("\(user.text)/\(password.text)")
                error.text = "Wrong user name or password."
            })
        form.addArrangedSubview(Label(text: "Demo account: demo / demo"))
        view = form
    }
}

/// A loading screen: a title, a progress bar, counts and a spinner.
@MainActor
final class LoadingScreen: ViewController {
    let progress = ProgressView(progress: 0.58)
    let spinner = ActivityIndicatorView()

    override func loadView() {
        let root = View()
        root.addSubview(Label(text: "Opening your shop…"))
        root.addSubview(progress)
        root.addSubview(Label(text: "importing catalog 1,160 / 2,000"))
        spinner.startAnimating()
        root.addSubview(spinner)
        view = root
    }
}

/// A product page: a picture beside the details, colour and size chips, two buttons.
@MainActor
final class ProductScreen: ViewController, ListViewDataSource {
    let colours = ListView(scrollDirection: .horizontal)
    let sizes = ListView(scrollDirection: .horizontal)
    private let colourNames = ["Black", "Bordeaux", "Navy", "Ivory", "Emerald", "Gold", "Silver", "Rose"]
    private let sizeNames = ["XS", "S", "M", "L"]
    private(set) var added = 0

    override init() {
        super.init()
        title = "Sequin Dress"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Add to cart") { [weak self] _ in self?.added += 1 }
    }

    override func loadView() {
        let details = StackView(arrangedSubviews: [
            Label(text: "W26KD0112 · Dresses"),
            Label(text: "129,90 €"),
            Label(text: "Long & elegant, with hand-sewn sequins, in a fabric that moves with you."),
        ])
        let top = StackView(
            arrangedSubviews: [ImageView(imagePath: "/pictures/dress.png", accessibilityLabel: "Sequin Dress"), details], axis: .horizontal,
            spacing: 2)
        colours.dataSource = self
        sizes.dataSource = self
        let buttons = StackView(
            arrangedSubviews: [Button(title: "Buy Now"), Button(title: "Add to cart") { [weak self] _ in self?.added += 1 }],
            axis: .horizontal)
        view = StackView(
            arrangedSubviews: [
                top,
                StackView(arrangedSubviews: [Label(text: "Colour"), colours], axis: .horizontal, spacing: 2),
                StackView(arrangedSubviews: [Label(text: "Size  "), sizes], axis: .horizontal, spacing: 2),
                buttons,
            ], axis: .vertical, spacing: 1)
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        listView === colours ? colourNames.count : sizeNames.count
    }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        cell.text = listView === colours ? colourNames[indexPath.item] : sizeNames[indexPath.item]
        return cell
    }
}

/// A tab bar of a navigation stack per tab, the second with a badge.
@MainActor
func makeShopTabs(home: ViewController) -> TabBarController {
    let tabs = TabBarController()
    let cart = NavigationController(rootViewController: ContentScreen(title: "Cart", [Label(text: "Your cart is empty.")]))
    cart.tabBarItem.title = "Cart"
    cart.tabBarItem.badgeValue = "2"
    let account = NavigationController(rootViewController: ContentScreen(title: "Account", [Label(text: "Signed out.")]))
    account.tabBarItem.title = "Account"
    let catalog = NavigationController(rootViewController: home)
    catalog.tabBarItem.title = "Catalog"
    tabs.setViewControllers([catalog, cart, account], animated: false)
    return tabs
}
