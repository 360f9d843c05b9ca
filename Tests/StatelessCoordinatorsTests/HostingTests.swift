import Coordinators
import CoordinatorsTestSupport
import Screens
import Signals
import StatelessCoordinators
import Testing

/// A message nobody answers, to see the whole path it walked.
private struct Unanswered: Message {}

/// A flow with nothing to say, for hosting tests.
private enum Quiet: VendingCoordinator {
    typealias Inputs = Never
    typealias Outputs = Never
}

/// The two styles inside each other, with the responder chain intact: vended screens and flows in
/// stateful coordinators, and stateful coordinators hosted in vended flows.
@MainActor
@Suite("Stateless: hosting either style in the other")
struct HostingTests {
    @Test("A stateful navigation coordinator shows vended screens, answers their outputs and their messages")
    func vendedScreensInAStatefulCoordinator() async throws {
        let reader = ReaderCoordinator(store: TimelineStore.sample())
        reader.start()
        let tweet = try #require(reader.navigationController.topViewController as? TweetViewController)
        #expect(try await tweet.send(ReportTweet(id: 1)) == "reader")

        tweet.authorButton.tap()
        #expect(reader.navigationController.titles == ["tweet 1", "@ana"])
        #expect(reader.viewControllers.map(\.title) == ["tweet 1", "@ana"])
        let user = try #require(reader.navigationController.topViewController as? UserViewController)
        user.tweetButtons[1].tap()
        #expect(reader.navigationController.titles == ["tweet 1", "@ana", "tweet 3"])
        reader.navigationController.userTappedBack()
        #expect(reader.viewControllers.map(\.title) == ["tweet 1", "@ana"])
        #expect(reader.reported == [1])
    }

    @Test("A message from a screen of a vended flow presented by a stateful coordinator reaches that coordinator")
    func vendedFlowInAStatefulCoordinator() async throws {
        let reader = ReaderCoordinator(store: TimelineStore.sample())
        reader.start()
        reader.openSettings()
        let modal = try #require(reader.presentedViewControllers.first as? IONavigationController<SettingsFlow>)
        let form = try #require(modal.topViewController as? SettingsViewController)
        #expect(try await form.send(ReportTweet(id: 2)) == "reader")
        #expect(reader.reported == [2])
    }

    @Test("A message from deep inside a vended tab bar reaches the stateful coordinator above it")
    func vendedTabBarUnderAStatefulCoordinator() async throws {
        let app = AppCoordinator(store: TimelineStore.sample(), account: Account.sample())
        app.start()
        let timelineTab = try #require(
            app.rootViewController.viewControllers[0] as? IONavigationController<TimelineFlow>
        )
        timelineTab.send(.showTweet(2))
        let tweet = try #require(timelineTab.topViewController as? TweetViewController)
        #expect(try await tweet.send(AskForHelp(topic: "tweets")) == "app helps with tweets")
    }

    @Test("A stateful coordinator hosted in a vended flow: its screens' messages reach the stateful coordinators above")
    func statefulInsideStateless() async throws {
        let app = AppCoordinator(store: TimelineStore.sample(), account: Account.sample())
        app.start()
        app.rootViewController.send(.select(.profile))
        let profileTab = try #require(
            app.rootViewController.selectedViewController as? IONavigationController<ProfileFlow>
        )
        try #require(profileTab.topViewController as? ProfileViewController).addAddressButton.tap()
        let host = try #require(profileTab.presentedViewController as? CoordinatorHostingController)
        let builder = try #require(host.coordinator as? AddressBuilder)
        let step = try #require(builder.navigationController.topViewController)

        #expect(try await step.send(AskForHelp(topic: "addresses")) == "app helps with addresses")
        do {
            try await step.send(Unanswered())
            Issue.record("Unanswered was answered")
        } catch let error as UnhandledMessage {
            let walked = error.path.map(\.typeName)
            let expected = [
                "AddressBuilder", "CoordinatorHostingController", "IONavigationController<ProfileFlow>",
                "IOTabBarController<HomeTabs>", "AppCoordinator",
            ]
            var remaining = expected[...]
            for name in walked where name == remaining.first { remaining = remaining.dropFirst() }
            #expect(remaining.isEmpty, "walked \(walked)")
        }
    }

    @Test("The host starts the coordinator, shows its root as its child, and releases it when released")
    func hostLifetime() throws {
        let leaks = LeakTracker()
        do {
            let root = ViewController()
            root.title = "Hosted"
            let coordinator = Coordinator(rootViewController: root, identifier: "hosted")
            let host = try CoordinatorHostingController(hosting: coordinator)
            leaks.track(host, as: "host")
            leaks.track(coordinator)
            #expect(coordinator.isStarted)
            #expect(coordinator.upstreamResponder === host)
            #expect(root.parent === host)
            #expect(root.owningResponder === coordinator)
            #expect(host.title == "Hosted")
            #expect(host.view.subviews.first === root.view)
        }
        #expect(leaks.survivors == [])
    }

    @Test("A host takes a coordinator from the parent it was started by")
    func hostTakesAStartedCoordinator() throws {
        let parent = Coordinator(rootViewController: ViewController(), identifier: "parent")
        parent.start()
        let child = Coordinator(rootViewController: ViewController(), identifier: "child")
        parent.startChild(child)
        let host = try CoordinatorHostingController(hosting: child)
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.isStarted)
        #expect(child.coordinatingResponder === host)
    }

    @Test("A coordinator whose root is presented cannot be hosted, and is not started")
    func presentedRoot() {
        let presenter = ViewController()
        let root = ViewController()
        presenter.present(root, animated: false)
        let coordinator = Coordinator(rootViewController: root, identifier: "presented")
        #expect(throws: ScreensError.alreadyPresented) { try CoordinatorHostingController(hosting: coordinator) }
        #expect(!coordinator.isStarted)
        #expect(presenter.presentedViewController === root)
    }

    @Test("A coordinator hosted on a vended stack that a stateful coordinator presented: its messages reach that one")
    func pushedHost() async throws {
        let reader = ReaderCoordinator(store: TimelineStore.sample())
        reader.start()
        let hostedRoot = ViewController()
        let hosted = Coordinator(rootViewController: hostedRoot, identifier: "hosted")
        let host = try CoordinatorHostingController(hosting: hosted)
        let (flow, _) = IONavigationController<Quiet>.make(rootViewController: ViewController())
        flow.pushViewController(host, animated: false)
        try reader.present(flow, animated: false)
        #expect(try await hostedRoot.send(ReportTweet(id: 3)) == "reader")
    }
}
