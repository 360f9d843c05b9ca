import CoordinatorsTestSupport
import Screens
import StatelessCoordinators
import Testing

/// An error alert presented in answer to an output: the timeline's Refresh fails.
@MainActor
@Suite("Stateless: an error alert from an output")
struct AlertTests {
    let store = TimelineStore.sample()
    let navigation: IONavigationController<TimelineFlow>

    init() {
        navigation = TimelineFlow.vend(store: store)
    }

    private var timeline: TimelineViewController? { navigation.viewControllers.first as? TimelineViewController }
    private var alert: AlertController? { navigation.presentedViewController as? AlertController }

    @Test("A failed refresh presents an alert with the reason; Retry dismisses it and loads again")
    func retry() throws {
        #expect(store.loadCount == 1)
        store.failingLoads = 1
        #expect(try #require(timeline).refreshButton.tap())

        let shown = try #require(alert)
        #expect(shown.title == "Couldn't load the timeline")
        #expect(shown.message == "The timeline is offline")
        #expect(shown.actions.map(\.title) == ["Retry", "OK"])
        #expect(store.loadCount == 2)

        #expect(shown.userSelect(actionAt: 0))
        #expect(navigation.presentedViewController == nil)
        #expect(store.loadCount == 3)
        #expect(timeline?.models.count == 3)
    }

    @Test("Retry that fails again presents a new alert; OK dismisses it and loads nothing")
    func retryFailsThenOK() throws {
        let leaks = LeakTracker()
        store.failingLoads = 2
        try #require(timeline).refreshButton.tap()
        do {
            let first = try #require(alert)
            leaks.track(first, as: "first alert")
            #expect(first.userSelect(actionAt: 0))
            #expect(alert != nil && alert !== first)
        }
        let second = try #require(alert)
        #expect(store.loadCount == 3)
        #expect(leaks.survivors == [])

        #expect(second.userCancel())
        #expect(navigation.presentedViewController == nil)
        #expect(store.loadCount == 3)
    }
}
