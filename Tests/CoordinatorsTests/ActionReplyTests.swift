import AsyncTestSupport
@testable import Coordinators
import Foundation
import Screens
import Testing

/// Counts what is left after a removal; its handler may be held at a gate.
struct RemoveStyle: Message {
    typealias Reply = Int
    let style: String
}

struct RemovalRefused: Error, Equatable {}

@MainActor
@Suite("Action messages with a reply")
struct ActionReplyTests {
    /// A catalog with four styles that answers `RemoveStyle`, refusing `W26XX` and holding at `gate` when given one.
    func makeCatalog(gate: Gate? = nil) -> (FlowCoordinator, Button) {
        let catalog = FlowCoordinator("catalog", screens: ["shelf"])
        catalog.start()
        var styles = ["W26KD0112", "W26NR0031", "W26PL0007", "W26SK0420"]
        catalog.handle(RemoveStyle.self) { _, message in
            if let gate { await gate.pass() }
            guard message.style != "W26XX" else { throw RemovalRefused() }
            styles.removeAll { $0 == message.style }
            return styles.count
        }
        let button = Button(title: "Remove")
        catalog.viewControllers[0].view.addSubview(button)
        return (catalog, button)
    }

    @Test("The reply comes back to the screen that asked; a handler's error comes back too, not as MessageFailed")
    func replyAndError() async throws {
        let (catalog, button) = makeCatalog()
        var failures = 0
        catalog.handle(MessageFailed.self) { _, _ in failures += 1 }
        var results: [Result<Int, any Error>] = []
        button.sendAction(RemoveStyle(style: "W26NR0031")) { results.append($0) }
        button.sendAction(RemoveStyle(style: "W26XX")) { results.append($0) }
        try await waitUntil("both replies arrived") { results.count == 2 }
        #expect(try results[0].get() == 3)
        #expect(throws: RemovalRefused()) { try results[1].get() }
        #expect(failures == 0)
    }

    @Test("A message nobody answers comes back as UnhandledMessage with its route")
    func unhandledComesBack() async throws {
        let (catalog, button) = makeCatalog()
        var result: Result<String, any Error>?
        button.sendAction(DeleteEverything()) { result = $0 }
        try await waitUntil("the reply arrived") { result != nil }
        #expect(throws: UnhandledMessage.self) { try result?.get() }
        withExtendedLifetime(catalog) {}
    }

    @Test("A cancelled request's reply is not handed back, though its handler ran on")
    func cancelled() async throws {
        let gate = Gate()
        let (catalog, button) = makeCatalog(gate: gate)
        var replies = 0
        let request = button.sendAction(RemoveStyle(style: "W26NR0031")) { _ in replies += 1 }
        try await waitUntil("the handler waits at the gate") { gate.waitingCount == 1 }
        request.cancel()
        #expect(request.isCancelled)
        gate.open()
        let later = button.sendAction(RemoveStyle(style: "W26PL0007")) { _ in replies += 10 }
        try await waitUntil("the later request waits at the gate") { gate.waitingCount == 1 }
        gate.open()
        try await waitUntil("the later request replied") { replies >= 10 }
        #expect(replies == 10, "the cancelled request said nothing")
        withExtendedLifetime((catalog, later)) {}
    }

    @Test("Through the relay used before Task.immediate: replies in order, and a request cancelled before it starts sends nothing")
    func throughTheRelay() async throws {
        let (catalog, button) = makeCatalog()
        let relay = OrderedActionRelay()
        var replies: [Int] = []
        ActionDispatch.start(RemoveStyle(style: "W26KD0112"), from: button.coordinatingResponder, sender: button, relay: relay) {
            replies.append((try? $0.get()) ?? -1)
        }
        let skipped = ActionDispatch.start(
            RemoveStyle(style: "W26NR0031"), from: button.coordinatingResponder, sender: button, relay: relay
        ) { _ in replies.append(-2) }
        skipped.cancel()
        ActionDispatch.start(RemoveStyle(style: "W26PL0007"), from: button.coordinatingResponder, sender: button, relay: relay) {
            replies.append((try? $0.get()) ?? -1)
        }
        try await waitUntil("two replies arrived") { replies.count == 2 }
        #expect(replies == [3, 2], "the cancelled removal never ran")
        withExtendedLifetime(catalog) {}
    }

    @Test("A bar button item's action gets its reply too")
    func barButtonItemReply() async throws {
        let (catalog, _) = makeCatalog()
        var left: Int?
        let item = BarButtonItem(title: "Remove") { item in
            item.sendAction(RemoveStyle(style: "W26SK0420")) { left = try? $0.get() }
        }
        catalog.viewControllers[0].navigationItem.rightBarButtonItem = item
        #expect(item.tap())
        try await waitUntil("the reply arrived") { left != nil }
        #expect(left == 3)
    }
}
