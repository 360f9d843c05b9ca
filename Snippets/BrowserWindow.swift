// A Screens window in a browser, without the browser: the first page as HTML, a click as the user's tap,
// and the change it made as one small patch. A server sends the page and the patches, and hands the
// events over; BrowserUI has no server of its own.

import BrowserUI
import Foundation
import Screens

// snippet.screen
private final class BasketViewController: ViewController {
    private var count = 0
    let countLabel = Label(text: "0 in the basket")
    private(set) lazy var addButton = Button(title: "Add") { [weak self] _ in self?.add() }

    override func loadView() {
        super.loadView()
        view.addSubview(StackView(arrangedSubviews: [countLabel, addButton]))
    }

    private func add() {
        count += 1
        countLabel.text = "\(count) in the basket"
    }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks the page, the event and the patch; `SnippetTests` calls it.
@MainActor
func browserWindowSnippet() async throws {
    // snippet.show
    // snippet.page
    let basket = BasketViewController()
    let window = Window()
    window.rootViewController = basket
    window.makeKeyAndVisible()

    let browser = BrowserInterface(window: window)
    let page = browser.renderPage() // the whole window: a <button> for the button, its text escaped
    // snippet.end
    // snippet.hide
    try check(page.contains("<button") && page.contains("0 in the basket"), "the first page:\n\(page)")
    // snippet.show
    // snippet.event
    // The page's script reports a click on the button's element id: the same tap a person makes.
    let buttonID = browser.elementID(of: basket.addButton) ?? "" // an id the page lacks throws .unknownElement
    let outcome = try browser.handle(.click(buttonID)) // .handled
    // The label's new text, and nothing else: one patch for the page's script to apply.
    let patches = browser.update()
    // patches == [.setText(labelID, "1 in the basket")]

    // Patches and events are Codable as flat JSON objects, for a WebSocket.
    let json = try JSONEncoder().encode(patches)
    // snippet.end
    // snippet.hide
    let labelID = try require(browser.elementID(of: basket.countLabel), "the label's element id")
    try check(outcome == .handled, "the click was handled")
    try check(patches == [.setText(labelID, "1 in the basket")], "one patch: \(patches)")
    try check(try JSONDecoder().decode([HTMLPatch].self, from: json) == patches, "the patches read back")
    do {
        try browser.handle(.click("nothing-here"))
        throw SnippetFailure(description: "an unknown element was clicked")
    } catch let error as BrowserEventError {
        try check(error == .unknownElement(id: "nothing-here"), "the error names the element")
    }
}

private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}

private func require<T>(_ value: T?, _ what: String) throws -> T {
    guard let value else { throw SnippetFailure(description: "missing: \(what)") }
    return value
}
