import Foundation
import Screens
import TerminalUI
import Testing

/// A cart-like screen: a status (a message and Try again) above a list of lines, each with − / + /
/// Remove, then a total and Checkout. `refuse(line:)` does what a refused `+` does in a shop: the
/// message appears above the lines and the line's `+` is disabled.
@MainActor
final class CartLikeScreen: ViewController, ListViewDataSource {
    let status = Label()
    let retry = Button(title: "Try again")
    let list = ListView()
    let total = Label(text: "Total: 120,00 €")
    let checkout = Button(title: "Checkout")
    var names: [String]
    private(set) var disabledIncrease: Set<Int> = []
    private(set) var taps: [String] = []

    init(lines: [String]) {
        names = lines
        super.init()
        title = "Cart"
    }

    override func loadView() {
        status.isHidden = true
        retry.isHidden = true
        retry.action = { [weak self] _ in self?.taps.append("retry") }
        checkout.action = { [weak self] _ in self?.taps.append("checkout") }
        list.register(ListViewCell.self, forCellReuseIdentifier: "line")
        list.allowsSelection = false
        list.dataSource = self
        view = StackView(arrangedSubviews: [status, retry, list, total, checkout], axis: .vertical)
    }

    func refuse(line: Int) {
        status.text = "Only 1 of \(names[line]) is in stock."
        status.isHidden = false
        retry.isHidden = false
        disabledIncrease.insert(line)
        list.reloadData()
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { names.count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "line", for: indexPath)
        for subview in cell.contentView.subviews { subview.removeFromSuperview() }
        let line = indexPath.item
        let name = names[line]
        let decrease = Button(title: "−")
        decrease.isEnabled = false
        let increase = Button(title: "+") { [weak self] _ in self?.taps.append("+ \(name)") }
        increase.isEnabled = !disabledIncrease.contains(line)
        let remove = Button(title: "Remove") { [weak self] _ in self?.taps.append("remove \(name)") }
        let controls = StackView(arrangedSubviews: [decrease, Label(text: "1"), increase, remove], axis: .horizontal, spacing: 1)
        cell.contentView.addSubview(
            StackView(arrangedSubviews: [Label(text: name), Label(text: "Off-White · 40 · 1 × 60,00 €"), controls], axis: .vertical))
        return cell
    }
}

/// Focus after what a window shows changed under it: every focusable element stays reachable with
/// the arrows, and focus lands on the element it was on, else its nearest neighbour.
@MainActor
@Suite("Focus: after the screen changes")
struct FocusAfterChangeTests {
    static func cart(_ lines: [String]) -> (CartLikeScreen, HeadlessDriver) {
        let cart = CartLikeScreen(lines: lines)
        let driver = HeadlessDriver(application: makeApplication(root: makeShopTabs(home: cart)), width: 100, height: 30)
        _ = driver.screen()
        return (cart, driver)
    }

    static func focusedTitle(_ driver: HeadlessDriver) -> String? {
        driver.focusableElements.first(where: \.isFocused)?.title
    }

    @Test("A message above two lines after a refused +: focus goes to the line's Remove, and the arrows reach everything")
    func aMessageAboveTheLines() {
        let (cart, driver) = Self.cart(["Merino Jacket", "Silk Mini Skirt"])
        // Down from the first line's + to the second's.
        driver.apply(.key(.down))
        #expect(Self.focusedTitle(driver) == "+")
        cart.refuse(line: 1)
        #expect(Self.focusedTitle(driver) == "Remove", "the disabled + hands focus to its nearest neighbour")
        #expect(driver.screen().contains("Only 1 of Silk Mini Skirt is in stock."))
        let sweep = driver.sweepArrowKeys()
        #expect(sweep.unreached.isEmpty, "out of reach: \(sweep.unreached)")
        #expect(sweep.elements.map(\.title) == ["Try again", "+", "Remove", "Remove", "Checkout"])
    }

    @Test("Up from the second line's Remove reaches the first line, then the message's button")
    func upFromTheRefusedLine() {
        let (cart, driver) = Self.cart(["Merino Jacket", "Silk Mini Skirt"])
        driver.apply(.key(.down))
        cart.refuse(line: 1)
        #expect(driver.apply(.key(.up)) == .handled)
        #expect(Self.focusedTitle(driver) == "Remove")
        #expect(driver.screen().frameLines.contains { $0.contains("[ Remove ]") })
        #expect(driver.apply(.key(.up)) == .handled)
        #expect(Self.focusedTitle(driver) == "Try again")
        #expect(driver.apply(.key(.up)) == .ignored, "nothing above the message's button")
    }

    @Test("A line removed under the focus: focus goes to its neighbour, and everything stays in reach")
    func aLineRemoved() {
        let (cart, driver) = Self.cart(["Merino Jacket", "Silk Mini Skirt", "Wool Coat"])
        driver.apply(.key(.down))
        #expect(Self.focusedTitle(driver) == "+")
        cart.names.remove(at: 1)
        cart.list.reloadData()
        #expect(Self.focusedTitle(driver) == "+", "the line that took the removed one's place keeps the focus on its +")
        #expect(driver.sweepArrowKeys().unreached.isEmpty)
    }

    @Test("A sheet closing: focus is back on the element it left, and everything stays in reach")
    func aSheetClosing() {
        let (cart, driver) = Self.cart(["Merino Jacket", "Silk Mini Skirt"])
        driver.apply(.key(.down))
        let before = driver.focusableElements.first(where: \.isFocused)
        let sheet = ContentScreen(title: "Size guide", [Button(title: "Close")])
        cart.present(sheet, animated: false)
        #expect(Self.focusedTitle(driver) == "Close")
        sheet.dismiss(animated: false)
        #expect(driver.focusableElements.first(where: \.isFocused) == before)
        #expect(driver.sweepArrowKeys().unreached.isEmpty)
    }

    @Test("A screen with nothing to focus is swept without a key")
    func nothingToSweep() {
        // A screen with nothing focusable is swept at once, and so is one where everything is in reach.
        let empty = ContentScreen(title: "Nothing", [Label(text: "Nothing to press.")])
        let driver = HeadlessDriver(application: makeApplication(root: empty), width: 60, height: 12)
        let sweep = driver.sweepArrowKeys()
        #expect(sweep.elements.isEmpty && sweep.unreached.isEmpty)
        #expect(sweep.keysPressed <= 1)
    }
}

/// Tab and Shift-Tab on a screen with text fields go from field to field, as in a terminal form.
@MainActor
@Suite("Keys: Tab in a form")
struct TabInAFormTests {
    @Test("Tab moves to the next field and on to the button, round to the first; Shift-Tab goes back")
    func tabThroughASignInForm() {
        let name = TextField(placeholder: "User name")
        let password = TextField(placeholder: "Password", isSecureTextEntry: true)
        let form = ContentScreen(title: "Sign in", [name, password, Button(title: "Sign in")])
        let driver = HeadlessDriver(application: makeApplication(root: makeShopTabs(home: form)), width: 100, height: 20)
        _ = driver.screen()
        let focused = { driver.focusableElements.first(where: \.isFocused)?.title }
        #expect(focused() == "User name")
        #expect(driver.apply(.key(.tab)) == .handled)
        #expect(focused() == "Password")
        #expect(driver.apply(.key(.tab)) == .handled)
        #expect(focused() == "Sign in")
        #expect(driver.screen().contains("tab next field"), "the status line says what Tab does here")
        #expect(driver.apply(.key(.backTab)) == .handled)
        #expect(focused() == "Password")
        #expect(driver.screen().contains("Catalog"), "the tab bar is still there; Tab did not switch tabs")
    }
}
