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
