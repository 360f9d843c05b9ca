import AsyncTestSupport
import Coordinators
import Screens
import Testing

/// One message two controls on a product screen send.
struct ProductAction: Message {
    typealias Reply = String
}

/// A message whose handler presents a sheet from the screen it came from.
struct ShowSizeGuide: Message {}

@MainActor
@Suite("Message sender")
struct MessageSenderTests {
    let catalog = FlowCoordinator("catalog", screens: ["list", "product"])
    let buy = Button(title: "Buy")
    let save = Button(title: "Save")

    init() {
        catalog.start()
        let product = catalog.viewControllers[1]
        product.view.addSubview(buy)
        product.view.addSubview(save)
    }

    var product: ViewController { catalog.viewControllers[1] }

    @Test("A handler gets the sender and tells two buttons on one screen apart")
    func twoButtons() async throws {
        catalog.handle(ProductAction.self) { [buy, save] _, _, sender in
            if sender.object === buy { return "buy" }
            if sender.object === save { return "save" }
            return "someone else"
        }
        #expect(try await buy.send(ProductAction()) == "buy")
        #expect(try await save.send(ProductAction()) == "save")
        #expect(try await product.send(ProductAction()) == "someone else")
    }

    @Test("The sender leads to its screen, to present from it, and to its name")
    func presentFromSender() async throws {
        var presenters: [ViewController] = []
        catalog.handle(ShowSizeGuide.self) { _, _, sender in
            let presenter = try #require(sender.viewController)
            presenters.append(presenter)
            presenter.present(Screen("size guide"), animated: false)
        }
        try await buy.send(ShowSizeGuide())
        #expect(presenters.count == 1 && presenters.first === product)
        #expect((product.presentedViewController as? Screen)?.name == "size guide")

        var names: [ResponderName] = []
        catalog.handle(ProductAction.self) { _, _, sender in
            names.append(sender.name)
            #expect(sender.responder === sender.object)
            return ""
        }
        _ = try await save.send(ProductAction())
        #expect(names == [ResponderName(typeName: "Button")])
    }

    @Test("An asynchronous handler gets the sender too")
    func asynchronousHandler() async throws {
        let service = PriceService()
        catalog.handle(FetchPrice.self) { [buy] _, message, sender in
            let price = await service.price(of: message.productID)
            return sender.object === buy ? price : -1
        }
        #expect(try await buy.send(FetchPrice(productID: "W26")) == 49.9)
        #expect(try await save.send(FetchPrice(productID: "W26")) == -1)
    }

    @Test("A pass-on handler and the handler above it both get the original sender")
    func passedOn() async throws {
        let product = FlowCoordinator("product", navigationController: catalog.navigationController, screens: ["detail"])
        catalog.startChild(product)
        let add = Button(title: "Add")
        product.viewControllers[0].view.addSubview(add)
        var seen: [String] = []
        product.handleAndPassOn(ProductAction.self) { [add] _, message, sender, passOn in
            seen.append("product: \(sender.object === add)")
            return try await passOn(message)
        }
        catalog.handle(ProductAction.self) { [add] _, _, sender in
            seen.append("catalog: \(sender.object === add)")
            return "added"
        }
        #expect(try await add.send(ProductAction()) == "added")
        #expect(seen == ["product: true", "catalog: true"])
    }

    @Test("Action messages carry the control that sent them, a bar button item included")
    func actionSenders() async throws {
        var senders: [String] = []
        let edit = BarButtonItem(title: "Edit") { item in item.sendAction(ProductAction()) }
        product.navigationItem.rightBarButtonItem = edit
        catalog.handle(ProductAction.self) { [buy, product] _, _, sender in
            if sender.object === buy { senders.append("buy") }
            if sender.object === edit {
                senders.append("edit")
                #expect(sender.responder === product)
                #expect(sender.viewController === product)
            }
            return ""
        }
        buy.action = { button in button.sendAction(ProductAction()) }
        #expect(buy.tap())
        try await waitUntil("the button's message arrived") { senders == ["buy"] }
        edit.tap()
        try await waitUntil("the bar button item's message arrived") { senders == ["buy", "edit"] }
    }

    @Test("A failed action's MessageFailed reaches its handler with the same sender")
    func failureKeepsSender() async throws {
        var failedSenders: [Bool] = []
        catalog.handle(Explode.self) { _, _ in throw FixtureError.boom }
        catalog.handle(MessageFailed.self) { [save] _, failure, sender in
            failedSenders.append(sender.object === save && failure.messageName == "Explode")
        }
        save.action = { button in button.sendAction(Explode()) }
        #expect(save.tap())
        try await waitUntil("the failure was reported") { failedSenders == [true] }
    }
}
