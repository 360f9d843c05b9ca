import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoTestSupport
import Testing

/// A keyboard shopper reaches everything: `ivko --headless` walked through the shop's screens
/// (Home, a category, a product, the cart after a refused `+` at a line's stock limit, the
/// removal alert, each checkout step, the order history), with the `sweep` line on each: the
/// arrow keys must reach every focusable element on it, whatever changed under the focus. The cart
/// with a line at its stock limit is then ordered with the keys.
@Suite(.serialized) struct KeyboardReachTests {
    /// The Velvet Blazer in Charcoal: one piece of size 38 in stock.
    static let blazer = "W26KD0140"

    /// Sends `sweep` and expects the header to say every element was reached on `screen`.
    static func expectEveryElementReached(on screen: String, in shop: IvkoProcess) async throws {
        try await shop.step("sweep")
        let header = shop.lastHeader
        #expect(header.contains("keys reach all"), "on \(screen) the arrow keys miss some: \(header)\n\(shop.frames.last ?? "")")
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func everyScreenOfAnOrderIsReachedWithTheArrowKeys() async throws {
        try await QuietBackend.with { server in try await walk(on: server) }
    }

    private func walk(on server: IvkoBackendServer) async throws {
        let folder = try TemporaryDirectory()
        let shop = try IvkoProcess(
            arguments: ["--headless", "--api", server.baseURL.absoluteString, "--data-dir", folder.url.path, "--user", "demo"],
            environment: ["IVKO_PASSWORD": "demo"])
        var frame = try await shop.waitForFrame(containing: "Offers")
        try await Self.expectEveryElementReached(on: "Home", in: shop)

        // A category, then a product of it.
        try await HeadlessShopTests.focus("Dresses", in: shop, pressing: Array(repeating: "up", count: 10))
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("‹ Home"), "a category:\n\(frame)")
        try await Self.expectEveryElementReached(on: "a category", in: shop)

        // The blazer's only piece of size 38, then a dress beside it.
        try await add(style: Self.blazer, named: "velvet blazer", size: "38", in: shop)
        try await add(style: "W26KD0112", named: "sequin dress", size: "S", in: shop)
        try await Self.expectEveryElementReached(on: "a product", in: shop)

        // The cart, its stock not known (every check of it fails), so `+` is offered on the blazer's
        // line; the shop refuses a second piece.
        server.faults.script(.serverError, path: "details", count: 1_000)
        try await shop.step("2")
        frame = try await shop.step("wait")
        try await Self.expectEveryElementReached(on: "the cart", in: shop)
        try await focusBlazersIncrease(in: shop)
        server.faults.clearScript()
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Velvet Blazer in Charcoal · 38"), "the refusal names the line:\n\(frame)")
        #expect(!frame.contains("Try again"), "a refusal at the stock limit offers no Try again:\n\(frame)")
        try await Self.expectEveryElementReached(on: "the cart after a refused +", in: shop)

        // The removal alert, kept.
        try await HeadlessShopTests.focus("Remove", in: shop, pressing: ["up", "left", "up"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Remove Velvet Blazer?"), "the removal asks first:\n\(frame)")
        try await Self.expectEveryElementReached(on: "the removal alert", in: shop)
        try await shop.step("esc")

        // Ordered with the keys, each step swept.
        try await HeadlessShopTests.focus("Checkout", in: shop, pressing: Array(repeating: "down", count: 10))
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Address"), "checkout's address step:\n\(frame)")
        try await Self.expectEveryElementReached(on: "the address step", in: shop)
        try await HeadlessShopTests.focus("Continue", in: shop, pressing: Array(repeating: "down", count: 6))
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Review"), "checkout's review step:\n\(frame)")
        try await Self.expectEveryElementReached(on: "the review step", in: shop)
        try await HeadlessShopTests.focus("Place order", in: shop, pressing: Array(repeating: "down", count: 6))
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Thank you for your order"), "the order is placed:\n\(frame)")
        try await Self.expectEveryElementReached(on: "the confirmation", in: shop)
        #expect(await server.placedOrders(of: "demo").count == 1)
        try await HeadlessShopTests.focus("Done", in: shop, pressing: ["down", "up"])
        try await shop.step("enter")

        // The order history.
        try await shop.step("3")
        frame = try await shop.step("wait")
        try await HeadlessShopTests.focus("Order history", in: shop, pressing: ["up", "up", "down", "down", "down"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Orders"), "the order history:\n\(frame)")
        try await Self.expectEveryElementReached(on: "the order history", in: shop)
        #expect(try await shop.finish() == 0)
    }

    /// Opens the product `style` with the search for its `name` (it is the first found), chooses
    /// `size` and adds it to the cart.
    private func add(style: String, named name: String, size: String, in shop: IvkoProcess) async throws {
        try await shop.step("/")
        try await shop.step("type:\(name)")
        try await shop.step("enter")
        try await shop.step("wait")
        try await shop.step("down")
        try await shop.step("enter")
        var frame = try await shop.step("wait")
        #expect(frame.contains(style), "the product page of \(style):\n\(frame)")
        frame = try await HeadlessShopTests.focus(size, in: shop, pressing: ["down", "down", "right", "right", "right", "right"])
        try await shop.step("enter")
        try await HeadlessShopTests.focus("Add to cart", in: shop, pressing: ["down", "right", "down", "right"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("in your cart"), "\(style) in \(size) is in the cart:\n\(frame)")
    }

    /// Moves focus to the `+` of the blazer's line: up to the first line, then left.
    private func focusBlazersIncrease(in shop: IvkoProcess) async throws {
        for key in ["up", "up", "up", "up", "left", "left", "right"] {
            let lines = (shop.frames.last ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            if let focused = lines.firstIndex(where: { $0.contains("[ + ]") }),
                lines[..<focused].last(where: { $0.contains("Velvet Blazer") || $0.contains("Sequin Dress") })?.contains("Velvet Blazer")
                    == true
            {
                return
            }
            try await shop.step(key)
        }
        throw IvkoProcess.Failure(description: "the blazer's + never got the focus:\n\(shop.frames.last ?? "")")
    }
}
