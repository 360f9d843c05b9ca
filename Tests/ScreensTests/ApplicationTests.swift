import Foundation
import Testing
@testable import Screens

/// A scene delegate that builds a window with a plain root controller and records its callbacks.
@MainActor
final class RecordingSceneDelegate: SceneDelegate {
    let log: EventLog
    var window: Window?

    init(log: EventLog) { self.log = log }

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
        log.record("willConnect(\(session.persistentIdentifier))")
        let window = Window(windowScene: scene)
        let root = ViewController()
        root.title = session.persistentIdentifier
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: Scene) { log.record("didDisconnect(\(scene.session.persistentIdentifier))") }
    func sceneWillEnterForeground(_ scene: Scene) { log.record("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: Scene) { log.record("didBecomeActive") }
    func sceneWillResignActive(_ scene: Scene) { log.record("willResignActive") }
    func sceneDidEnterBackground(_ scene: Scene) { log.record("didEnterBackground") }
    func scene(_ scene: Scene, openURLs urls: [URL]) { log.record("open(\(urls.map(\.absoluteString)))") }
}

/// An application delegate on the responder chain that hands out recording scene delegates.
@MainActor
final class RecordingAppDelegate: Responder, ApplicationDelegate {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    func application(_ application: Application, didFinishLaunchingWithOptions options: [String: String]) -> Bool {
        log.record("didFinishLaunching")
        return true
    }

    func application(
        _ application: Application, configurationForConnecting session: SceneSession, options: SceneConnectionOptions
    ) -> SceneConfiguration {
        log.record("configurationForConnecting(\(session.persistentIdentifier))")
        let log = log
        return SceneConfiguration(name: "Main", sessionRole: session.role) { RecordingSceneDelegate(log: log) }
    }

    func application(_ application: Application, didDiscardSceneSessions sessions: [SceneSession]) {
        log.record("didDiscard(\(sessions.map(\.persistentIdentifier)))")
    }
}

/// Makes session identifiers "s1", "s2", ... so tests are deterministic.
@MainActor
func countingIdentifiers() -> () -> String {
    var next = 0
    return {
        next += 1
        return "s\(next)"
    }
}

@MainActor
@Suite("Application and scenes")
struct ApplicationTests {
    @Test func launchesOnceAndConnectsAScene() throws {
        let log = EventLog()
        let delegate = RecordingAppDelegate(log: log)
        let app = Application(delegate: delegate, makeSessionIdentifier: countingIdentifiers())
        #expect(app.launch())
        #expect(app.launch())
        let scene = try app.requestSceneSessionActivation(userInfo: ["tab": "cart"]).get()
        #expect(
            log.take() == [
                "didFinishLaunching", "configurationForConnecting(s1)", "willConnect(s1)", "willEnterForeground", "didBecomeActive",
            ])
        #expect(scene.session.persistentIdentifier == "s1")
        #expect(scene.session.userInfo?["tab"] as? String == "cart")
        #expect(scene.session.configuration.name == "Main")
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.windows.count == 1)
        #expect(scene.keyWindow?.rootViewController?.appearanceState == .appeared)
        #expect(app.connectedScenes.count == 1)
        #expect(app.openSessions.count == 1)
    }

    @Test func twoScenesConnectedThenOneDisconnected() throws {
        let log = EventLog()
        let delegate = RecordingAppDelegate(log: log)
        let app = Application(delegate: delegate, makeSessionIdentifier: countingIdentifiers())
        app.launch()
        let first = try app.requestSceneSessionActivation().get()
        let second = try app.requestSceneSessionActivation().get()
        #expect(app.connectedScenes.map(\.session.persistentIdentifier) == ["s1", "s2"])
        let firstRoot = try #require(first.keyWindow?.rootViewController)
        _ = log.take()

        #expect(app.disconnect(first))
        #expect(log.take() == ["willResignActive", "didEnterBackground", "didDisconnect(s1)"])
        #expect(app.connectedScenes.map(\.session.persistentIdentifier) == ["s2"])
        #expect(app.openSessions.map(\.persistentIdentifier) == ["s1", "s2"])
        #expect(first.activationState == .unattached)
        #expect(firstRoot.appearanceState == .disappeared)
        #expect(second.keyWindow?.rootViewController?.appearanceState == .appeared)
        #expect(!app.disconnect(first))

        let session = app.openSessions[0]
        #expect(session.scene == nil)
        let reconnected = try app.requestSceneSessionActivation(session).get()
        #expect(reconnected.session === session)
        #expect(app.connectedScenes.count == 2)
    }

    @Test func aDisconnectedSceneIsReleased() throws {
        let app = Application(makeSessionIdentifier: countingIdentifiers())
        weak var weakScene: Scene?
        do {
            let scene = try app.requestSceneSessionActivation().get()
            let window = Window(windowScene: scene)
            window.rootViewController = ViewController()
            window.makeKeyAndVisible()
            weakScene = scene
            app.disconnect(scene)
        }
        #expect(weakScene == nil)
    }

    @Test func activatingAConnectedSessionReturnsItsSceneAndOpensURLs() throws {
        let log = EventLog()
        let delegate = RecordingAppDelegate(log: log)
        let app = Application(delegate: delegate, makeSessionIdentifier: countingIdentifiers())
        let scene = try app.requestSceneSessionActivation().get()
        _ = log.take()
        let url = try #require(URL(string: "ivko://product/42"))
        let again = try app.requestSceneSessionActivation(scene.session, options: SceneConnectionOptions(urls: [url])).get()
        #expect(again === scene)
        #expect(log.take() == ["open([\"ivko://product/42\"])"])
    }

    @Test func discardingSessionsDisconnectsAndTellsTheDelegate() throws {
        let log = EventLog()
        let delegate = RecordingAppDelegate(log: log)
        let app = Application(delegate: delegate, makeSessionIdentifier: countingIdentifiers())
        let scene = try app.requestSceneSessionActivation().get()
        let session = scene.session
        _ = log.take()
        app.discardSessions([session])
        #expect(log.take() == ["willResignActive", "didEnterBackground", "didDisconnect(s1)", "didDiscard([\"s1\"])"])
        #expect(app.openSessions.isEmpty)
        #expect(throws: ScreensError.unknownSession) { try app.requestSceneSessionActivation(session).get() }
        let other = Application()
        #expect(throws: ScreensError.unknownSession) {
            try other.requestSceneSessionActivation(app.restoreSession(persistentIdentifier: "x")).get()
        }
    }

    @Test func restoredSessionsKeepTheirIdentifierAndUserInfo() throws {
        let app = Application(makeSessionIdentifier: countingIdentifiers())
        let restored = app.restoreSession(persistentIdentifier: "saved", userInfo: ["page": "cart"])
        #expect(app.restoreSession(persistentIdentifier: "saved") === restored)
        let scene = try app.requestSceneSessionActivation(restored).get()
        #expect(scene.session.persistentIdentifier == "saved")
        #expect(scene.session.userInfo?["page"] as? String == "cart")
    }

    @Test func backgroundAndForeground() throws {
        let log = EventLog()
        let delegate = RecordingAppDelegate(log: log)
        let app = Application(delegate: delegate, makeSessionIdentifier: countingIdentifiers())
        let scene = try app.requestSceneSessionActivation().get()
        _ = log.take()
        scene.enterBackground()
        scene.enterBackground()
        scene.becomeActive()
        #expect(log.take() == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test func isolatedApplicationsDoNotShareState() throws {
        let one = Application(makeSessionIdentifier: countingIdentifiers())
        let two = Application(makeSessionIdentifier: countingIdentifiers())
        _ = try one.requestSceneSessionActivation().get()
        #expect(one.connectedScenes.count == 1)
        #expect(two.connectedScenes.isEmpty)
    }

    @Test func makingAWindowKeyResignsTheOtherWindowsOfItsScene() throws {
        let app = Application(makeSessionIdentifier: countingIdentifiers())
        let scene = try app.requestSceneSessionActivation().get()
        let first = Window(windowScene: scene)
        let second = Window(windowScene: scene)
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        #expect(!first.isKeyWindow)
        #expect(scene.keyWindow === second)
        second.windowScene = nil
        #expect(scene.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
    }
}
