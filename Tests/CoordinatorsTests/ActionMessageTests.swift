import AsyncTestSupport
@testable import Coordinators
import Foundation
import Screens
import Testing

struct ShowStyle: Message {
    let style: String
}

struct SaveStyle: Message {
    let style: String
}

struct ShareStyle: Message {
    let style: String
}

/// A list cell with a button that shows the cell's style; cells are reused as the list scrolls.
final class StyleCell: ListViewCell {
    let button = Button(title: "Show")
    var style = ""
    /// The relay taps go through, when a test checks the ordering used before `Task.immediate`.
    var relay: OrderedActionRelay?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(button)
        button.action = { [unowned self] button in
            let message = ShowStyle(style: style)
            if let relay { relay.start(message, from: button) } else { button.sendAction(message) }
        }
    }
}

/// A screen with a list of styles, two cells on screen at a time, and a "Save" bar button.
final class ShelfScreen: ViewController, ListViewDataSource {
    let list = ListView()
    let styles: [String]
    var relay: OrderedActionRelay?

    init(styles: [String]) {
        self.styles = styles
        super.init()
        title = "shelf"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { [unowned self] item in
            let message = SaveStyle(style: styles[list.firstVisibleItem])
            if let relay { relay.start(message, from: item, origin: item.actionResponder) } else { item.sendAction(message) }
        }
    }

    override func viewDidLoad() {
        list.register(StyleCell.self, forCellReuseIdentifier: "style")
        list.visibleItemLimit = 2
        list.dataSource = self
        view.addSubview(list)
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { styles.count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(StyleCell.self, withReuseIdentifier: "style", for: indexPath)
        cell.style = styles[indexPath.item]
        cell.relay = relay
        return cell
    }

    /// The button of the cell on screen for `item`.
    func button(forItem item: Int) -> Button? {
        (list.cellForItem(at: IndexPath(item: item, section: 0)) as? StyleCell)?.button
    }
}

/// app (handles `MessageFailed`) → catalog (shows the shelf, handles `ShowStyle` and `SaveStyle`),
/// both on one navigation controller.
@MainActor
final class ShelfFixture {
    let navigation = NavigationController()
    let app: FlowCoordinator
    let catalog: FlowCoordinator
    let shelf = ShelfScreen(styles: ["W26KD0112", "W26NR0031", "W26PL0007", "W26SK0420"])
    /// Every handler call, in the order handlers were reached.
    private(set) var reached: [String] = []
    private(set) var failures: [MessageFailed] = []

    init() {
        app = FlowCoordinator("app", navigationController: navigation, screens: ["home"])
        catalog = FlowCoordinator("catalog", navigationController: navigation, screens: [])
        app.start()
        app.startChild(catalog)
        try? catalog.show(shelf, animated: false)
        shelf.loadViewIfNeeded()
        shelf.list.layoutIfNeeded()
        catalog.handle(ShowStyle.self) { [unowned self] _, message in reached.append("show \(message.style)") }
        catalog.handle(SaveStyle.self) { [unowned self] _, message in reached.append("save \(message.style)") }
        app.handle(MessageFailed.self) { [unowned self] _, failure in failures.append(failure) }
    }

    /// The responders a message from a cell's button asks, up to the catalog.
    static let pathFromButton: [ResponderName] = [
        ResponderName(typeName: "View"),
        ResponderName(typeName: "StyleCell"),
        ResponderName(typeName: "ListView"),
        ResponderName(typeName: "View"),
        ResponderName(typeName: "ShelfScreen"),
        ResponderName(typeName: "FlowCoordinator", identifier: "catalog"),
    ]
}

/// Holds an asynchronous handler mid-way until the test lets it finish.
@MainActor
final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []

    var waitingCount: Int { waiting.count }

    func pass() async {
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        let passing = waiting
        waiting.removeAll()
        for continuation in passing { continuation.resume() }
    }
}

@MainActor
@Suite("Action messages")
struct ActionMessageTests {
    @Test("A tap on a button in a dequeued list cell reaches the coordinator, with the reused cell's value")
    func tapInDequeuedCell() async throws {
        let fixture = ShelfFixture()
        let list = fixture.shelf.list
        list.scrollToItem(at: IndexPath(item: 3, section: 0))
        #expect(list.indexPathsForVisibleItems.map(\.item) == [2, 3])
        let button = try #require(fixture.shelf.button(forItem: 3))
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            #expect(button.tap())
            try await waitUntil("the tap's message was handled") { recorder.records.count == 1 }
        }
        #expect(fixture.reached == ["show W26SK0420"])
        let record = try #require(recorder.records.first)
        #expect(record.message == "ShowStyle")
        #expect(record.sender == ResponderName(typeName: "Button"))
        #expect(record.path == ShelfFixture.pathFromButton)
        #expect(record.handlers == [ResponderName(typeName: "FlowCoordinator", identifier: "catalog")])
        #expect(record.outcome == .replied)
    }

    @Test("A bar button item's message starts at the view controller whose navigation item holds it")
    func barButtonItem() async throws {
        let fixture = ShelfFixture()
        let item = try #require(fixture.shelf.navigationItem.rightBarButtonItem)
        #expect(item.actionResponder === fixture.shelf)
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            #expect(item.tap())
            try await waitUntil("the item's message was handled") { recorder.records.count == 1 }
        }
        #expect(fixture.reached == ["save W26KD0112"])
        let record = try #require(recorder.records.first)
        #expect(record.sender == ResponderName(typeName: "BarButtonItem"))
        #expect(record.path == [ResponderName(typeName: "ShelfScreen"), ResponderName(typeName: "FlowCoordinator", identifier: "catalog")])
    }

    @Test("Successive taps reach their handlers in tap order, an asynchronous handler held mid-way included")
    func tapOrder() async throws {
        let fixture = ShelfFixture()
        try await expectTapOrder(fixture)
    }

    @Test("Through the relay used before Task.immediate, successive taps reach their handlers in tap order")
    func tapOrderThroughRelay() async throws {
        let fixture = ShelfFixture()
        fixture.shelf.relay = OrderedActionRelay()
        fixture.shelf.list.reloadData()
        try await expectTapOrder(fixture)
    }

    /// Taps: share (held by a gate in an asynchronous handler), then show, save, show. Every handler
    /// must be reached in that order, and the held one must not hold up the ones after it.
    private func expectTapOrder(_ fixture: ShelfFixture, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let gate = Gate()
        var log: [String] = []
        fixture.catalog.handle(ShareStyle.self) { _, message in
            log.append("share \(message.style) began")
            await gate.pass()
            log.append("share \(message.style) ended")
        }
        fixture.catalog.handle(ShowStyle.self) { _, message in log.append("show \(message.style)") }
        fixture.catalog.handle(SaveStyle.self) { _, message in log.append("save \(message.style)") }
        let first = try #require(fixture.shelf.button(forItem: 0), sourceLocation: sourceLocation)
        let second = try #require(fixture.shelf.button(forItem: 1), sourceLocation: sourceLocation)
        let save = try #require(fixture.shelf.navigationItem.rightBarButtonItem, sourceLocation: sourceLocation)
        if let relay = fixture.shelf.relay {
            relay.start(ShareStyle(style: "W26KD0112"), from: first)
        } else {
            first.sendAction(ShareStyle(style: "W26KD0112"))
        }
        second.tap()
        save.tap()
        first.tap()
        let expected = ["share W26KD0112 began", "show W26NR0031", "save W26KD0112", "show W26KD0112"]
        try await waitUntil("four handlers were reached", sourceLocation: sourceLocation) { log.count == 4 }
        #expect(log == expected, sourceLocation: sourceLocation)
        #expect(gate.waitingCount == 1, sourceLocation: sourceLocation)
        gate.open()
        try await waitUntil("the held handler ended", sourceLocation: sourceLocation) { log.count == 5 }
        #expect(log == expected + ["share W26KD0112 ended"], sourceLocation: sourceLocation)
    }

    /// Whether this platform has `Task.immediate`, which makes an action's message start synchronously.
    nonisolated static var hasImmediateTasks: Bool {
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) { return true }
        return false
    }

    @Test("With Task.immediate the tap reaches a synchronous handler before tap() returns", .enabled(if: hasImmediateTasks))
    func immediateWhereAvailable() throws {
        let fixture = ShelfFixture()
        let button = try #require(fixture.shelf.button(forItem: 1))
        button.tap()
        #expect(fixture.reached == ["show W26NR0031"])
    }

    @Test("A handler's error travels up as MessageFailed and the trace records the failed dispatch")
    func handlerErrorReported() async throws {
        let fixture = ShelfFixture()
        fixture.catalog.handle(ShowStyle.self) { _, _ in throw FixtureError.boom }
        let button = try #require(fixture.shelf.button(forItem: 0))
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            button.tap()
            try await waitUntil("the failure was reported") { recorder.records.count == 2 }
        }
        let failure = try #require(fixture.failures.first)
        #expect(fixture.failures.count == 1)
        #expect(failure.messageName == "ShowStyle")
        #expect((failure.message as? ShowStyle)?.style == "W26KD0112")
        #expect(failure.sender == ResponderName(typeName: "Button"))
        #expect(failure.error as? FixtureError == .boom)
        #expect(recorder.records.map(\.message) == ["ShowStyle", "MessageFailed"])
        #expect(recorder.records.map(\.outcome) == [.failed("boom"), .replied])
        #expect(
            recorder.records.last?.path == ShelfFixture.pathFromButton + [ResponderName(typeName: "FlowCoordinator", identifier: "app")])
        #expect(recorder.records.last?.handlers.map(\.identifier) == ["app"])
    }

    @Test("An unhandled action message travels up as MessageFailed carrying UnhandledMessage")
    func unhandledReported() async throws {
        let fixture = ShelfFixture()
        fixture.catalog.messageHandlers.removeHandler(for: ShowStyle.self)
        let button = try #require(fixture.shelf.button(forItem: 1))
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            button.tap()
            try await waitUntil("the failure was reported") { recorder.records.count == 2 }
        }
        let failure = try #require(fixture.failures.first)
        let unhandled = try #require(failure.error as? UnhandledMessage)
        #expect(unhandled.message == "ShowStyle")
        #expect(unhandled.path.prefix(6) == ShelfFixture.pathFromButton[...])
        #expect(unhandled.path.last == ResponderName(typeName: "FlowCoordinator", identifier: "app"))
        #expect(recorder.records.map(\.outcome) == [.unhandled, .replied])
    }

    @Test("A failure nobody handles ends there: recorded, never reported again")
    func unreportedFailureEnds() async throws {
        let fixture = ShelfFixture()
        fixture.app.messageHandlers.removeHandler(for: MessageFailed.self)
        fixture.catalog.handle(ShowStyle.self) { _, _ in throw FixtureError.boom }
        let item = BarButtonItem(title: "Loose") { item in item.sendAction(ShareStyle(style: "W26")) }
        let button = try #require(fixture.shelf.button(forItem: 0))
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            button.tap()
            item.tap()
            try await waitUntil("both failures were recorded") { recorder.records.count == 4 }
        }
        #expect(recorder.records.map(\.message) == ["ShowStyle", "MessageFailed", "ShareStyle", "MessageFailed"])
        #expect(recorder.records.map(\.outcome) == [.failed("boom"), .unhandled, .unhandled, .unhandled])
        #expect(recorder.records[2].path == [])
        #expect(fixture.failures.isEmpty)
    }
}

/// The tests' way to send an action message through a relay of their own: the ordering used where
/// `Task.immediate` is not available, checked on any platform.
extension OrderedActionRelay {
    func start<M: Message>(_ message: M, from sender: Responder) {
        ActionDispatch.start(message, from: sender.coordinatingResponder, sender: sender, relay: self)
    }

    func start<M: Message>(_ message: M, from sender: AnyObject, origin: Responder?) {
        ActionDispatch.start(message, from: origin, sender: sender, relay: self)
    }
}
