import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Foundation
import InMemoryLogging
import Logging
import Screens
import Testing

/// Answered by whoever registers it; nobody does in these tests unless they say so.
struct DeleteEverything: Message {
    typealias Reply = String
}

/// A message only the unhandled-log test sends, so it can find its own log entry.
struct ProbeNobodyAnswers: Message {}

/// Sent by a screen nobody shows any more, in the test that looks for its log entry.
struct LateProbe: Message {}

/// Answered only by the application coordinator of these tests, which no message reaches.
struct UnreachableProbe: Message {}

/// An application coordinator with handlers, as the issue's adopter wrote it: it is on no route.
final class StoreHoldingApplicationCoordinator: ApplicationCoordinator {
    init() {
        super.init(identifier: "app")
        handle(DeleteEverything.self) { _, _ in "deleted" }
    }
}

/// An application coordinator whose one handler only the log test looks for.
final class ProbeApplicationCoordinator: ApplicationCoordinator {
    init() {
        super.init(identifier: "probe")
        handle(UnreachableProbe.self) { _, _ in }
    }
}

@MainActor
@Suite("One route for messages")
struct RouteTests {
    @Test("A scene's root coordinator never falls back to the application coordinator: without a scene the chain ends at the root")
    func noFallbackToTheApplicationCoordinator() async throws {
        let app = StoreHoldingApplicationCoordinator()
        app.start()
        let root = FlowCoordinator("notes", screens: ["list"])
        app.connect(root)
        #expect(root.parent === app, "the application coordinator is the root's parent for dependencies")

        let screen = root.viewControllers[0]
        let error = await #expect(throws: UnhandledMessage.self) { try await screen.send(DeleteEverything()) }
        #expect(error?.path.map(\.description) == ["FlowCoordinator(notes)"])
        #expect(root.coordinatingResponder == nil)
    }

    @Test("A handler on the application coordinator is logged at error level, once, when it starts and when a scene connects")
    func unreachableHandlerIsLogged() {
        ProcessLog.start()
        let app = ProbeApplicationCoordinator()
        app.start()
        app.connect(FlowCoordinator("one", screens: []))
        app.connect(FlowCoordinator("two", screens: []))
        let reports = ProcessLog.entries.filter { $0.metadata["message"] == "UnreachableProbe" }
        #expect(reports.count == 1, "once, however often it starts or connects")
        #expect(reports.first?.level == .error)
        #expect(reports.first?.message.description.contains("on no message's route") == true)
    }

    @Test("A message nobody handled is logged at error level with its route, even when its sender drops the error")
    func unhandledIsLogged() async throws {
        ProcessLog.start()
        let root = FlowCoordinator("notes", screens: ["list"])
        root.start()
        let button = Button(title: "Probe") { $0.sendAction(ProbeNobodyAnswers()) }
        root.viewControllers[0].view.addSubview(button)
        #expect(button.tap())
        try await waitUntil("the unhandled message is logged") {
            ProcessLog.entries.contains { $0.metadata["message"] == "ProbeNobodyAnswers" }
        }
        let entry = try #require(ProcessLog.entries.first { $0.metadata["message"] == "ProbeNobodyAnswers" })
        #expect(entry.level == .error)
        #expect(entry.metadata["sender"] == "Button")
        #expect(entry.metadata["route"] == "View → Screen → FlowCoordinator(notes)")
    }

    @Test("A message from a screen that left the app (no coordinator, no application on its route) is logged at debug level")
    func aScreenThatLeftTheAppLogsAtDebug() async throws {
        ProcessLog.start()
        let screen = ViewController()
        let button = Button(title: "Late") { $0.sendAction(LateProbe()) }
        screen.view.addSubview(button)
        #expect(button.tap())
        try await waitUntil("the message is logged") { ProcessLog.entries.contains { $0.metadata["message"] == "LateProbe" } }
        let entry = try #require(ProcessLog.entries.first { $0.metadata["message"] == "LateProbe" })
        #expect(entry.level == .debug, "nobody sees that screen: not a dead button")
        #expect(entry.metadata["route"] == "View → ViewController")
    }

    @Test("With .failsOnUnhandledMessages, a message nobody handled fails the test, naming it and its route", .failsOnUnhandledMessages)
    func traitFailsTheTest() async throws {
        let root = FlowCoordinator("notes", screens: ["list"])
        root.start()
        let screen = root.viewControllers[0]
        try await withKnownIssue {
            _ = try await screen.send(DeleteEverything())
        } matching: { issue in
            issue.description.contains("Nobody handled DeleteEverything sent by Screen: FlowCoordinator(notes)")
        }
    }

    @Test("Observing scopes nest: a test's own recorder and the trait's observer both see a dispatch")
    func scopesNest() async throws {
        let root = FlowCoordinator("notes", screens: ["list"])
        root.start()
        root.handle(DeleteEverything.self) { _, _ in "deleted" }
        let outer = DispatchRecorder()
        let inner = DispatchRecorder()
        try await MessageTrace.observing(with: outer) {
            try await MessageTrace.observing(with: inner) {
                _ = try await root.viewControllers[0].send(DeleteEverything())
            }
        }
        #expect(inner.records.map(\.message) == ["DeleteEverything"])
        #expect(outer.records.map(\.message) == ["DeleteEverything"])
    }
}
