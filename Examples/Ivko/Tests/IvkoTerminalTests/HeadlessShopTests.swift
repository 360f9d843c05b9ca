import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoTestSupport
import Testing

/// The real `ivko` program, headless, against its embedded backend: the whole shop driven through
/// standard input, asserted on the frames it prints.
@Suite(.serialized) struct HeadlessShopTests {
    /// The arguments of a headless run on `folder` with a small catalog.
    static func arguments(_ folder: URL, _ extra: [String] = []) -> [String] {
        ["--headless", "--data-dir", folder.path, "--products", "40"] + extra
    }

    /// Presses `keys` in turn until the frame shows `element` focused (`[ element`), failing after them.
    @discardableResult
    static func focus(_ element: String, in shop: IvkoProcess, pressing keys: [String]) async throws -> String {
        var frame = shop.frames.last ?? ""
        for key in keys {
            if frame.contains("[ \(element)") { return frame }
            frame = try await shop.step(key)
        }
        guard frame.contains("[ \(element)") else {
            throw IvkoProcess.Failure(description: "\(element) never got the focus; last frame:\n\(frame)")
        }
        return frame
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func signInBuyNowOnAPromoCheckOutSeeTheOrderAndSignOut() async throws {
        let folder = try TemporaryDirectory()
        let shop = try IvkoProcess(arguments: Self.arguments(folder.url))
        let first = try await shop.frame(0)
        #expect(first.contains("Opening your shop…"), "frame 0 is the loading screen, drawn before the catalog is in")

        var frame = try await shop.waitForFrame(containing: "Demo account: demo / demo")
        #expect(frame.contains("[ User name"))
        try await shop.step("type:demo")
        try await shop.step("down")
        frame = try await shop.step("type:demo")
        #expect(frame.contains("••••"), "the password is masked")
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Offers") && frame.contains("Buy Now") && frame.contains("Dresses"), "Home with promotions and categories")
        #expect(frame.contains("▸ Catalog"))

        // Home opens with the first promotion focused: one ↓ is its Buy Now.
        try await Self.focus("Buy Now", in: shop, pressing: ["down"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Address") && frame.contains("Cancel"), "Buy Now presents checkout, a sheet on the address step")
        frame = try await Self.focus("Continue", in: shop, pressing: ["down", "down", "down"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Review") && frame.contains("Total:"))
        #expect(frame.contains("1 piece"), "the piece is in the cart, and on the review")
        try await Self.focus("Place order", in: shop, pressing: ["down", "down", "down"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Order placed") && frame.contains("Thank you for your order"))
        let number = try #require(
            frame.split(separator: "\n").first { $0.contains("Order number:") }?
                .components(separatedBy: "Order number:").last?.split(separator: " ").first.map(String.init)
        )
        #expect(!number.isEmpty)

        frame = try await shop.step("enter")
        #expect(frame.contains("Offers") && !frame.contains("Order placed"), "Done closes the sheet, back on Home:\n\(frame)")
        #expect(frame.contains("Cart") && !frame.contains("Cart (1)"), "the cart is empty after the order")
        try await shop.step("3")
        frame = try await shop.step("wait")
        #expect(frame.contains("▸ Account") && frame.contains("Order history"))
        frame = try await Self.focus("Order history", in: shop, pressing: ["up", "up"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains(number), "the new order is in the order history:\n\(frame)")

        try await shop.step("esc")
        try await Self.focus("Sign out", in: shop, pressing: ["down", "down"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Demo account: demo / demo"), "signed out, the sign-in screen shows")
        #expect(try await shop.finish() == 0)
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func quittingOnAProductPageOpensItAgainAtTheNextStartSignedIn() async throws {
        let folder = try TemporaryDirectory()
        let first = try IvkoProcess(
            arguments: Self.arguments(folder.url, ["--user", "demo", "--password", "demo", "--open", "ivko://product/W26KD0112"])
        )
        var frame = try await first.waitForFrame(containing: "W26KD0112")
        #expect(frame.contains("Buy Now"), "the link opens the product page after the sign-in")
        #expect(!frame.contains("Demo account"), "--user signs in without the form")
        try await first.step("w")
        frame = try await first.step("wait")
        #expect(frame.contains("window 2/2") && frame.contains("Offers"), "w opens a second window on the same signed-in shop:\n\(frame)")
        frame = try await first.step("W")
        #expect(frame.contains("window 1/2") && frame.contains("W26KD0112"), "W switches back to the first window")
        first.send("q")
        #expect(try await first.exit() == 0, "q quits with status 0")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("navigation.json").path))
        let logFiles = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.hasSuffix("-wal") || $0.hasSuffix("-shm")
        }
        #expect(logFiles.isEmpty, "every database was closed, its log folded in: \(logFiles)")
        let log = try String(contentsOf: folder.url.appendingPathComponent("ivko.log"), encoding: .utf8)
        #expect(!log.isEmpty && !log.contains("password=demo"), "the log is written to the data folder, without the password")

        let second = try IvkoProcess(arguments: Self.arguments(folder.url))
        frame = try await second.frame(0)
        if !frame.contains("W26KD0112") { frame = try await second.step("wait") }
        #expect(frame.contains("W26KD0112") && frame.contains("Sequin Dress"), "the product page again:\n\(frame)")
        #expect(frame.contains("‹ Home"), "on the catalog's stack, over Home")
        #expect(!frame.contains("Demo account"), "the kept session restores without the form")
        #expect(try await second.finish() == 0)
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aProductPageTallerThanTheTerminalScrollsToItsButtons() async throws {
        let folder = try TemporaryDirectory()
        // The password from IVKO_PASSWORD, out of the arguments `ps` shows.
        let shop = try IvkoProcess(
            arguments: Self.arguments(folder.url, ["--height", "13", "--user", "demo", "--open", "ivko://product/W26KD0112"]),
            height: 13, environment: ["IVKO_PASSWORD": "demo"]
        )
        var frame = try await shop.waitForFrame(containing: "W26KD0112")
        #expect(frame.contains("▼"), "the page goes on below the terminal:\n\(frame)")
        #expect(!frame.contains("Add to cart"), "its buttons are below the rows shown")
        try await shop.step("down")
        try await shop.step("enter")
        frame = try await Self.focus("Add to cart", in: shop, pressing: ["down"])
        #expect(frame.contains("▲"), "scrolled to the focused button, the top of the page out of view:\n\(frame)")
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Cart (1)"), "the button at the bottom of the page was reached and tapped:\n\(frame)")
        #expect(try await shop.finish() == 0)
    }

    @Test(.stretchedTimeLimit(minutes: 2))
    func anUnknownInputEndsTheRunWithAMessageAndAFailureStatus() async throws {
        let folder = try TemporaryDirectory()
        let shop = try IvkoProcess(arguments: Self.arguments(folder.url))
        _ = try await shop.frame(0)
        shop.send("jump")
        #expect(try await shop.exit() != 0)
        #expect(shop.printedErrors.contains("unknown input \"jump\""))
    }

    @Test(.stretchedTimeLimit(minutes: 2))
    func theEndOfTheInputEndsTheRunWithStatusZeroAfterEveryFrame() async throws {
        let folder = try TemporaryDirectory()
        let shop = try IvkoProcess(arguments: Self.arguments(folder.url, ["--width", "60", "--height", "12"]), height: 12)
        for line in ["wait", "down", "down", "?"] { shop.send(line) }
        #expect(try await shop.finish() == 0)
        let frames = shop.frames
        #expect(frames.count == 5, "frame 0, then one per input")
        #expect(frames.allSatisfy { $0.split(separator: "\n", omittingEmptySubsequences: false).count == 12 })
        #expect(frames.allSatisfy { !$0.contains("\u{1B}") }, "no escape codes")
        #expect(frames[3].contains("[ Sign in ]"))
        #expect(frames[4].contains("Keys"), "? on a button shows the keys:\n\(frames[4])")
    }

    @Test(.stretchedTimeLimit(minutes: 2))
    func resetDeletesWhatIvkoKeepsAndNothingElseInTheFolder() async throws {
        let folder = try TemporaryDirectory()
        let theirs = folder.url.appendingPathComponent("notes.txt")
        let ours = folder.url.appendingPathComponent("navigation.json")
        try Data("keep me".utf8).write(to: theirs)
        try Data("{}".utf8).write(to: ours)
        let shop = try IvkoProcess(arguments: Self.arguments(folder.url, ["--reset"]))
        #expect(try await shop.finish() == 0)
        #expect(try String(contentsOf: theirs, encoding: .utf8) == "keep me", "a file ivko did not write stays")
        #expect(!FileManager.default.fileExists(atPath: ours.path), "the saved navigation is gone")
    }

    /// A one-size product (the catalog lists no sizes; its stock uses an empty size): its page has
    /// no size row and marks the chosen colour; Add to cart works; `+` past the stock is refused and
    /// the line stays; then the cart is checked out and the shop holds the order in the stock's size.
    @Test(.stretchedTimeLimit(minutes: 5))
    func aOneSizeProductIsBoughtAndPlusPastItsStockKeepsTheLine() async throws {
        let catalog = IvkoCatalog(productCount: 40)
        let (product, stock) = try #require(
            catalog.products.lazy.compactMap { product -> (CatalogProduct, StockEntry)? in
                guard product.isActive, case .oneSize = product.sizes, let color = product.colorCodes.first,
                    let entry = product.stock.first(where: { $0.color == color && $0.quantity > 0 }), entry.quantity <= 6
                else { return nil }
                return (product, entry)
            }.first,
            "the embedded catalog has an active one-size product in stock"
        )
        let colorName = try #require(catalog.colors.first { $0.code == stock.color }?.name)
        let folder = try TemporaryDirectory()
        let shop = try IvkoProcess(
            arguments: Self.arguments(folder.url, ["--user", "demo", "--open", "ivko://product/\(product.style)"]),
            environment: ["IVKO_PASSWORD": "demo"]
        )
        var frame = try await shop.waitForFrame(containing: product.style)
        #expect(frame.contains("In stock: \(stock.quantity)"), "the one-size product's page:\n\(frame)")
        #expect(!frame.contains("cannot be ordered"))
        #expect(!frame.contains("Size"), "no size to choose")
        #expect(frame.contains("✓ \(colorName)"), "the chosen colour is marked")
        try await Self.focus("Add to cart", in: shop, pressing: ["right", "down", "right", "down", "right"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Cart (1)"), "the piece is in the cart:\n\(frame)")

        try await shop.step("2")
        frame = try await shop.step("wait")
        frame = try await Self.focus("+", in: shop, pressing: ["down", "right", "right", "down", "right"])
        var pieces = 1
        while pieces <= stock.quantity {
            try await shop.step("enter")
            frame = try await shop.step("wait")
            if frame.contains("Only ") || frame.contains("out of stock") { break }
            pieces += 1
        }
        #expect(pieces == stock.quantity, "every piece in stock could be added, and no more")
        #expect(frame.contains("Cart (\(stock.quantity))"), "the line is kept with all the stock:\n\(frame)")
        #expect(frame.contains("Only \(stock.quantity) of") && frame.contains(colorName), "the refusal names the colour")
        #expect(!frame.contains("/ \(stock.color) /"), "never the shop's codes")

        frame = try await Self.focus("Checkout", in: shop, pressing: Array(repeating: "down", count: 8))
        try await shop.step("enter")
        try await shop.step("wait")
        try await Self.focus("Continue", in: shop, pressing: ["down", "down", "down"])
        try await shop.step("enter")
        try await shop.step("wait")
        try await Self.focus("Place order", in: shop, pressing: ["down", "down", "down"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(frame.contains("Order placed"), "the order of a one-size product goes through:\n\(frame)")
        #expect(try await shop.finish() == 0)
    }

    /// The data folder is the customer's alone: the folder `0700`, every file in it `0600`,
    /// including what an earlier run left readable by others.
    @Test(.stretchedTimeLimit(minutes: 5))
    func theDataFolderIsReadableByItsOwnerOnly() async throws {
        let parent = try TemporaryDirectory()
        let folder = parent.url.appendingPathComponent("ivko", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let old = folder.appendingPathComponent("navigation.json")
        try Data("{}".utf8).write(to: old)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: old.path)
        let shop = try IvkoProcess(
            arguments: Self.arguments(folder, ["--user", "demo", "--open", "ivko://cart"]), environment: ["IVKO_PASSWORD": "demo"]
        )
        try await shop.step("wait")
        #expect(try await shop.finish() == 0)
        let modes = try Self.permissions(under: folder)
        #expect(modes[""] == 0o700, "the data folder")
        #expect(modes.keys.contains { $0.hasSuffix(".sqlite") }, "the databases were written: \(modes.keys.sorted())")
        let open = modes.filter { $0.key != "" && $0.value & 0o077 != 0 }
        #expect(open.isEmpty, "readable by others: \(open.mapValues { String($0, radix: 8) })")
    }

    /// The permission bits of `folder` (key `""`) and of everything under it, by relative path.
    static func permissions(under folder: URL) throws -> [String: Int] {
        let files = FileManager.default
        var modes = ["": try files.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int ?? -1]
        for path in try files.subpathsOfDirectory(atPath: folder.path) {
            modes[path] = try files.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.posixPermissions] as? Int ?? -1
        }
        return modes
    }
}
