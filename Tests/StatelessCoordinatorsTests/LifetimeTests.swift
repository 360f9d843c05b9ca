import Coordinators
import CoordinatorsTestSupport
import Foundation
import Screens
import Signals
import StatelessCoordinators
import Testing

/// When a vended controller goes, everything of it goes: its signals, their observers and the
/// vending coordinator's closures; nothing is delivered afterwards.
@MainActor
@Suite("Stateless: lifetime")
struct LifetimeTests {
    @Test("Releasing a vended flow releases its screens, its signals' observers and its closures' captures")
    func releasingAFlow() throws {
        let leaks = LeakTracker()
        weak var probe: Probe?
        var heard: [TimelineFlow.Outputs] = []
        var flow: IONavigationController<TimelineFlow>?
        let outputs: Signal<TimelineFlow.Outputs>
        let token: ObservationToken
        let rootOutputs: Signal<TimelineViewController.Outputs>
        do {
            let store = TimelineStore.sample()
            leaks.track(store, as: "store captured by the flow's closures")
            let navigation = TimelineFlow.vend(store: store)
            flow = navigation
            let timeline = try #require(navigation.topViewController as? TimelineViewController)
            rootOutputs = timeline.outputs
            try timeline.list.userSelectItem(at: IndexPath(item: 0, section: 0))
            try #require(navigation.topViewController as? TweetViewController).authorButton.tap()
            for controller in navigation.viewControllers { leaks.track(controller, as: controller.title ?? "?") }
            leaks.track(navigation, as: "navigation")
            let captured = Probe()
            probe = captured
            outputs = navigation.outputs
            token = outputs.observe { [captured] output in
                _ = captured
                heard.append(output)
            }
            try #require(timeline.cell(at: 0)).shareButton.tap()
        }
        #expect(heard == [.share(1)])
        #expect(flow?.titles == ["Timeline", "tweet 1", "@ana"])
        #expect(leaks.survivors.count == 5)

        flow = nil
        #expect(leaks.survivors == [])
        #expect(probe == nil)
        #expect(!outputs.isAlive)
        #expect(!rootOutputs.isAlive)
        #expect(!token.isActive)
        #expect(heard == [.share(1)])
    }

    @Test("A screen that outlives its flow still works for its own observers, but the flow hears nothing more")
    func nothingDeliveredAfterTheFlow() throws {
        let leaks = LeakTracker()
        var heard: [TimelineFlow.Outputs] = []
        let survivor: TweetViewController
        do {
            let store = TimelineStore.sample()
            leaks.track(store, as: "store")
            let navigation = TimelineFlow.vend(store: store)
            leaks.track(navigation, as: "navigation")
            try #require(navigation.topViewController as? TimelineViewController)
                .list.userSelectItem(at: IndexPath(item: 0, section: 0))
            survivor = try #require(navigation.topViewController as? TweetViewController)
            navigation.outputs.observe { heard.append($0) }
            survivor.saveButton.tap()
            #expect(heard == [.save(1)])
        }
        #expect(leaks.survivors == [])
        let own = Recorder(survivor.outputs)
        survivor.saveButton.tap()
        survivor.authorButton.tap()
        #expect(own.values == [.save(1), .openAuthor("ana")])
        #expect(heard == [.save(1)])
    }

    @Test("A popped screen's signal ends with it; the flow's bus goes on with the others")
    func poppedScreen() throws {
        let navigation = TimelineFlow.vend(store: TimelineStore.sample())
        let flowOutputs = Recorder(navigation.outputs)
        try #require(navigation.topViewController as? TimelineViewController)
            .list.userSelectItem(at: IndexPath(item: 2, section: 0))
        let poppedOutputs: Signal<TweetViewController.Outputs>
        do {
            let tweet = try #require(navigation.topViewController as? TweetViewController)
            poppedOutputs = tweet.outputs
            tweet.saveButton.tap()
        }
        navigation.userTappedBack()
        #expect(!poppedOutputs.isAlive)
        #expect(navigation.outputs.isAlive)

        let timeline = try #require(navigation.topViewController as? TimelineViewController)
        try timeline.list.userSelectItem(at: IndexPath(item: 1, section: 0))
        try #require(navigation.topViewController as? TweetViewController).saveButton.tap()
        #expect(flowOutputs.values == [.save(3), .save(2)])
    }

    @Test("Releasing a stateful coordinator's vended tab bar releases all three flows and the app's closures")
    func releasingTheApp() {
        let leaks = LeakTracker()
        do {
            let store = TimelineStore.sample()
            let account = Account.sample()
            let app = AppCoordinator(store: store, account: account)
            app.start()
            leaks.track(app)
            leaks.track(store, as: "store")
            leaks.track(account, as: "account")
            for tab in app.rootViewController.viewControllers { leaks.track(tab, as: tab.title ?? "?") }
            app.rootViewController.send(.select(.profile))
        }
        #expect(leaks.survivors == [])
    }
}
