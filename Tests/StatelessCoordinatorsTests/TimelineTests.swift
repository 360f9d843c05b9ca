import CoordinatorsTestSupport
import Foundation
import Screens
import Signals
import StatelessCoordinators
import Testing

/// The "infinite push": tweet → its author → one of their tweets → … on a vended navigation flow,
/// the user's back button and interactive pop, and a hidden gesture back to the timeline.
@MainActor
@Suite("Stateless: the infinite push timeline")
struct TimelineTests {
    let store = TimelineStore.sample()
    let navigation: IONavigationController<TimelineFlow>
    let leaks = LeakTracker()

    init() {
        navigation = TimelineFlow.vend(store: store)
    }

    private var timeline: TimelineViewController? { navigation.viewControllers.first as? TimelineViewController }
    private var topTweet: TweetViewController? { navigation.topViewController as? TweetViewController }
    private var topUser: UserViewController? { navigation.topViewController as? UserViewController }

    /// Tracks the top screen, so the test can check it is released once it leaves the stack.
    private func trackTop() {
        if let top = navigation.topViewController { leaks.track(top, as: top.title ?? "?") }
    }

    @Test("Each output pushes the next screen, without end; the stack is right after every step")
    func pushesWithoutEnd() throws {
        #expect(navigation.titles == ["Timeline"])
        #expect(timeline?.models.map(\.tweet.id) == [1, 2, 3])

        try #require(timeline).list.userSelectItem(at: IndexPath(item: 0, section: 0))
        #expect(navigation.titles == ["Timeline", "tweet 1"])
        #expect(try #require(topTweet).authorButton.tap())
        #expect(navigation.titles == ["Timeline", "tweet 1", "@ana"])
        #expect(try #require(topUser).tweetButtons[1].tap())
        #expect(navigation.titles == ["Timeline", "tweet 1", "@ana", "tweet 3"])
        #expect(try #require(topTweet).authorButton.tap())
        #expect(navigation.titles == ["Timeline", "tweet 1", "@ana", "tweet 3", "@ana"])
        #expect(try #require(topUser).tweetButtons[0].tap())
        #expect(navigation.titles == ["Timeline", "tweet 1", "@ana", "tweet 3", "@ana", "tweet 1"])
        for _ in 0..<20 {
            try #require(topTweet).authorButton.tap()
            try #require(topUser).tweetButtons[0].tap()
        }
        #expect(navigation.viewControllers.count == 46)
        #expect(navigation.titles.suffix(3) == ["tweet 1", "@ana", "tweet 1"])
    }

    @Test("The user's back button pops one screen, which is released; the screen below still drives the flow")
    func backButton() throws {
        try #require(timeline).list.userSelectItem(at: IndexPath(item: 1, section: 0))
        try #require(topTweet).authorButton.tap()
        #expect(navigation.titles == ["Timeline", "tweet 2", "@marko"])
        trackTop()

        #expect(navigation.userTappedBack() != nil)
        #expect(navigation.titles == ["Timeline", "tweet 2"])
        #expect(leaks.survivors == [])

        try #require(topTweet).authorButton.tap()
        #expect(navigation.titles == ["Timeline", "tweet 2", "@marko"])
    }

    @Test("An interactive pop that is cancelled keeps the screen; one that finishes pops and releases it")
    func interactivePop() throws {
        try #require(timeline).list.userSelectItem(at: IndexPath(item: 0, section: 0))
        try #require(topTweet).authorButton.tap()
        trackTop()

        let cancelled = try #require(navigation.beginInteractivePop())
        cancelled.update(0.3)
        cancelled.cancel()
        #expect(navigation.titles == ["Timeline", "tweet 1", "@ana"])
        try #require(topUser).tweetButtons[1].tap()
        #expect(navigation.titles == ["Timeline", "tweet 1", "@ana", "tweet 3"])
        trackTop()

        let finished = try #require(navigation.beginInteractivePop())
        finished.update(0.7)
        finished.finish()
        #expect(navigation.titles == ["Timeline", "tweet 1", "@ana"])
        #expect(leaks.survivors == ["@ana"])
        #expect(navigation.userTappedBack() != nil)
        #expect(leaks.survivors == [])
        #expect(navigation.titles == ["Timeline", "tweet 1"])
    }

    @Test("The secret gesture on any screen pops to the timeline and releases every pushed screen")
    func secretPopToRoot() throws {
        try #require(timeline).list.userSelectItem(at: IndexPath(item: 0, section: 0))
        trackTop()
        for _ in 0..<3 {
            try #require(topTweet).authorButton.tap()
            trackTop()
            try #require(topUser).tweetButtons[0].tap()
            trackTop()
        }
        #expect(navigation.viewControllers.count == 8)

        try #require(topTweet).userTripleTapsTitle()
        #expect(navigation.titles == ["Timeline"])
        #expect(leaks.survivors == [])

        try #require(timeline).list.userSelectItem(at: IndexPath(item: 2, section: 0))
        try #require(topTweet).authorButton.tap()
        try #require(topUser).userTripleTapsTitle()
        #expect(navigation.titles == ["Timeline"])
    }
}
