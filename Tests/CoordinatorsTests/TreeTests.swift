import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

struct Address: Equatable {
    let street: String
}

/// A child flow that ends with a value for its parent.
final class AddressPicker: Coordinator<ViewController> {
    /// How many times it was started.
    private(set) var starts = 0

    init() {
        super.init(rootViewController: ViewController(), identifier: "picker")
    }

    override func start() {
        super.start()
        starts += 1
    }

    func pick(_ street: String) {
        finish(with: Address(street: street))
    }
}

/// A parent that records which children finished instead of stopping them at once.
final class DecidingCoordinator: Coordinator<ViewController> {
    private(set) var finished: [String] = []

    init() {
        super.init(rootViewController: ViewController(), identifier: "decider")
    }

    override func coordinatorDidFinish(_ child: AnyCoordinator) {
        finished.append(child.identifier)
        super.coordinatorDidFinish(child)
    }
}

@MainActor
@Suite("Coordinator tree")
struct TreeTests {
    @Test("Start, children of one type, lookup, stop releases the whole subtree")
    func lifecycle() {
        let leaks = LeakTracker()
        let app = PlainCoordinator("app")
        app.start()
        do {
            let first = PlainCoordinator("tab 1")
            let second = PlainCoordinator("tab 2")
            app.startChild(first)
            app.startChild(second)
            second.startChild(PlainCoordinator("detail"))
            leaks.track(first)
            leaks.track(second)
            #expect(app.children.count == 2)
            #expect(app.child(ofType: PlainCoordinator.self) { $0.identifier == "tab 2" } === second)
            #expect(app.child(withIdentifier: "tab 1") === first)
            #expect(app.children(ofType: PlainCoordinator.self).count == 2)
            #expect(second.rootViewController.owningResponder === second)
            #expect(first.isStarted && second.isStarted)
            app.stopChild(second)
            #expect(!second.isStarted)
            #expect(second.rootViewController.owningResponder == nil)
            #expect(app.children.map(\.identifier) == ["tab 1"])
        }
        #expect(leaks.survivors == ["PlainCoordinator(tab 1)", "ViewController"])
    }

    @Test("finish() tells the parent, which decides; without a parent it stops")
    func finishEscalates() {
        let parent = DecidingCoordinator()
        parent.start()
        let child = PlainCoordinator("child")
        parent.startChild(child)
        child.finish()
        #expect(parent.finished == ["child"])
        #expect(parent.children.isEmpty)
        parent.finish()
        #expect(!parent.isStarted)
    }

    @Test("A child flow's result comes back typed")
    func typedResult() async throws {
        let parent = PlainCoordinator("checkout")
        parent.start()
        let picker = AddressPicker()
        let address = Task { try await parent.startChild(picker, returning: Address.self) }
        try await waitUntil("the picker started") { picker.isStarted }
        picker.pick("Knez Mihailova 1")
        #expect(try await address.boundedValue("the task\'s value") == Address(street: "Knez Mihailova 1"))
        #expect(parent.children.isEmpty)
    }

    @Test("A child stopped without a result fails the parent's wait")
    func resultMissing() async throws {
        let parent = PlainCoordinator("checkout")
        parent.start()
        let picker = AddressPicker()
        let address = Task { try await parent.startChild(picker, returning: Address.self) }
        try await waitUntil("the picker started") { picker.isStarted }
        parent.stopChild(picker)
        await #expect(throws: CoordinatorError.finishedWithoutResult(coordinator: "picker")) {
            try await address.boundedValue("the task\'s value")
        }
    }

    @Test("A second await of a child's result is a typed error; the first awaiter still gets the result")
    func secondResultAwaiter() async throws {
        let parent = PlainCoordinator("checkout")
        parent.start()
        let picker = AddressPicker()
        let first = Task { try await parent.startChild(picker, returning: Address.self) }
        try await waitUntil("the picker started") { picker.isStarted }
        let second = Task { try await parent.startChild(picker, returning: Address.self) }
        await #expect(throws: CoordinatorError.resultAlreadyAwaited(coordinator: "picker")) {
            try await second.boundedValue("the task\'s value")
        }
        #expect(picker.isStarted)
        #expect(parent.children.count == 1)
        picker.pick("Knez Mihailova 1")
        #expect(try await first.boundedValue("the task\'s value") == Address(street: "Knez Mihailova 1"))
    }

    @Test("Awaiting the result of a child that is already running restarts it and waits for its result")
    func awaitRunningChild() async throws {
        let parent = PlainCoordinator("checkout")
        parent.start()
        let picker = AddressPicker()
        parent.startChild(picker)
        let address = Task { try await parent.startChild(picker, returning: Address.self) }
        try await waitUntil("the awaited picker restarted") { picker.starts == 2 }
        #expect(parent.children.count == 1)
        picker.pick("Terazije 5")
        #expect(try await address.boundedValue("the task\'s value") == Address(street: "Terazije 5"))
    }

    @Test("Coordinators sharing a root: the active one owns it, the parent takes it back")
    func activateAndTakeover() {
        let root = ViewController()
        let parent = PlainCoordinator("parent", root: root)
        parent.start()
        let child = PlainCoordinator("child", root: root)
        parent.startChild(child)
        #expect(root.owningResponder === child)
        parent.activate()
        #expect(root.owningResponder === parent)
        child.activate()
        parent.stopChild(child)
        #expect(root.owningResponder === parent)
    }

    @Test("The tree dump shows state, screens and handled messages")
    func treeDescription() {
        let navigation = NavigationController()
        let app = FlowCoordinator("app", navigationController: navigation, screens: ["home"])
        app.start()
        app.handle(OpenHelp.self) { _, _ in }
        app.startChild(FlowCoordinator("catalog", navigationController: navigation, screens: ["list"]))
        #expect(
            app.treeDescription() == """
                FlowCoordinator(app) started root=NavigationController screens=[Screen(home)] handles=[OpenHelp]
                  FlowCoordinator(catalog) started root=NavigationController screens=[Screen(list)]
                """)
    }
}
