// A message with a reply, sent from a view deep in a screen; a child coordinator adds to it and
// passes it on; the parent answers. A message nobody handles throws with the path it walked.

import Coordinators
import Screens

// snippet.message
private struct Price: Sendable, Equatable {
    var cents: Int
}

private struct QuotePrice: Message {
    typealias Reply = Price
    let style: String
}

extension Responder {
    fileprivate func quotePrice(_ style: String) async throws -> Price {
        try await send(QuotePrice(style: style))
    }
}
// snippet.end

// snippet.handlers
private final class ShopCoordinator: Coordinator<ViewController> {
    init() {
        super.init(rootViewController: ViewController(), identifier: "shop")
        handle(QuotePrice.self) { shop, message in
            Price(cents: message.style.hasPrefix("W26") ? 4_900 : 2_900)
        }
    }
}

private final class SaleCoordinator: Coordinator<ViewController> {
    init() {
        super.init(rootViewController: ViewController(), identifier: "sale")
        handleAndPassOn(QuotePrice.self) { sale, message, passOn in
            let full = try await passOn(message) // asks the coordinators above
            return Price(cents: full.cents * 8 / 10)
        }
    }
}
// snippet.end

private struct NobodyAnswers: Message {}

// snippet.reply
private struct DeleteNote: Message {
    typealias Reply = Int // how many notes are left
    let id: Int
}

private final class NoteScreen: ViewController {
    private(set) var status = ""
    private(set) lazy var deleteButton = Button(title: "Delete") { [unowned self] button in
        button.sendAction(DeleteNote(id: 3)) { result in
            switch result {
            case .success(let left): self.status = "Deleted. \(left) notes left."
            case .failure(let error): self.status = "Not deleted: \(error)"
            }
        }
    }

    override func viewDidLoad() {
        view.addSubview(deleteButton)
    }
}

private final class NotesCoordinator: Coordinator<NoteScreen> {
    private var notes = [1, 2, 3]

    init() {
        super.init(rootViewController: NoteScreen(), identifier: "notes")
        handle(DeleteNote.self) { coordinator, message in
            coordinator.notes.removeAll { $0 == message.id }
            return coordinator.notes.count
        }
    }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks the replies; `SnippetTests` calls it.
@MainActor
func messagesUpTheChainSnippet() async throws {
    // snippet.show
    // snippet.send
    let shop = ShopCoordinator()
    shop.start()
    let sale = SaleCoordinator()
    shop.startChild(sale)

    // A label in a stack in the sale's screen: the chain runs view → … → screen → sale → shop.
    let stack = StackView()
    let label = Label()
    sale.rootViewController.view.addSubview(stack)
    stack.addSubview(label)
    let price = try await label.quotePrice("W26KD0112") // 4 900 less 20 %: 3 920
    // snippet.end
    // snippet.hide
    try check(price == Price(cents: 3_920), "the sale's price")
    let notes = NotesCoordinator()
    notes.start()
    notes.rootViewController.loadViewIfNeeded()
    // The tap starts the message at once; where `Task.immediate` is missing (macOS 15), a turn later.
    notes.rootViewController.deleteButton.tap()
    try await waitUntil("the reply is shown") { !notes.rootViewController.status.isEmpty }
    try check(notes.rootViewController.status == "Deleted. 2 notes left.", "the reply came back to the screen")
    // snippet.show
    // snippet.unhandled
    do {
        try await label.send(NobodyAnswers())
    } catch let error as UnhandledMessage {
        print(error)
        // Nobody handled NobodyAnswers sent by Label:
        //   StackView → View → ViewController → SaleCoordinator(sale) → ShopCoordinator(shop)
        // snippet.end
        // snippet.hide
        try check(error.path.last == ResponderName(typeName: "ShopCoordinator", identifier: "shop"), "the path")
        return
    }
    throw SnippetFailure(description: "an unhandled message did not throw")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}

@MainActor
private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while !condition() {
        guard ContinuousClock.now < deadline else { throw SnippetFailure(description: "timed out: \(what)") }
        await Task.yield()
    }
}
