import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Screens
import Signals
import StatelessCoordinators
import Testing

/// A stateful parent that starts the builder on its own navigation stack and awaits its result.
final class ShopCoordinator: NavigationCoordinator {
    override func start() {
        super.start()
        let home = ViewController()
        home.title = "Home"
        try? root(home)
    }
}

/// The builder: a stateful multi-step flow of vended screens that collects an address across its
/// steps and reports it once; backing out reports nothing.
@MainActor
@Suite("Stateless: a multi-step builder of vended screens")
struct BuilderTests {
    let shop: ShopCoordinator
    let navigation = NavigationController()

    init() {
        shop = ShopCoordinator(navigationController: navigation, identifier: "shop")
        shop.start()
    }

    private func step() throws -> TextStepViewController {
        try #require(navigation.topViewController as? TextStepViewController)
    }

    private func enter(_ text: String) throws {
        let step = try step()
        step.field.text = ""
        step.field.userType(text)
        #expect(step.nextButton.tap())
    }

    @Test("The steps collect one address, kept across going back and forward; it is reported once")
    func buildsOneResult() async throws {
        let leaks = LeakTracker()
        var results: Recorder<Address>?
        let awaited: Awaited<Address>
        do {
            let builder = AddressBuilder(navigationController: navigation, identifier: "address")
            results = Recorder(builder.result)
            awaited = Awaited { [shop] in try await shop.startChild(builder, returning: Address.self) }
            try await waitUntil("the builder started") { builder.isStarted }
            leaks.track(builder, as: "builder")
        }
        #expect(navigation.titles == ["Home", "Street"])
        try enter("Knez Mihailova 1")
        #expect(navigation.titles == ["Home", "Street", "City"])
        try enter("Belgrade")
        #expect(navigation.titles == ["Home", "Street", "City", "Confirm"])
        let confirm = try #require(navigation.topViewController as? ConfirmAddressViewController)
        #expect(confirm.summary.text == "Knez Mihailova 1, Belgrade")

        navigation.userTappedBack()
        navigation.userTappedBack()
        #expect(navigation.titles == ["Home", "Street"])
        #expect(try step().field.text == "Knez Mihailova 1")
        try enter("Terazije 5")
        #expect(try step().field.text == "Belgrade")
        try enter("Belgrade")
        let final = try #require(navigation.topViewController as? ConfirmAddressViewController)
        #expect(final.summary.text == "Terazije 5, Belgrade")
        #expect(results?.values == [])

        #expect(final.confirmButton.tap())
        #expect(final.confirmButton.tap())
        let outcome = try await awaited.outcome()
        #expect(try outcome?.get() == Address(street: "Terazije 5", city: "Belgrade"))
        #expect(results?.values == [Address(street: "Terazije 5", city: "Belgrade")])
        #expect(navigation.titles == ["Home"])
        #expect(shop.children.isEmpty)
        #expect(leaks.survivors == [])
    }

    @Test("Backing out with the back button reports nothing and releases the builder")
    func backingOut() async throws {
        let leaks = LeakTracker()
        var results: Recorder<Address>?
        let awaited: Awaited<Address>
        do {
            let builder = AddressBuilder(navigationController: navigation, identifier: "address")
            results = Recorder(builder.result)
            awaited = Awaited { [shop] in try await shop.startChild(builder, returning: Address.self) }
            try await waitUntil("the builder started") { builder.isStarted }
            leaks.track(builder)
        }
        try enter("Knez Mihailova 1")
        navigation.userTappedBack()
        #expect(navigation.titles == ["Home", "Street"])
        navigation.userTappedBack()

        let outcome = try await awaited.outcome()
        #expect(throws: CoordinatorError.finishedWithoutResult(coordinator: "address")) { try outcome?.get() }
        #expect(results?.values == [])
        #expect(navigation.titles == ["Home"])
        #expect(leaks.survivors == [])
    }

    @Test("Backing out with an interactive pop from the confirmation reports nothing")
    func backingOutInteractively() async throws {
        let builder = AddressBuilder(navigationController: navigation, identifier: "address")
        let results = Recorder(builder.result)
        let awaited = Awaited { [shop] in try await shop.startChild(builder, returning: Address.self) }
        try await waitUntil("the builder started") { builder.isStarted }
        try enter("Knez Mihailova 1")
        try enter("Belgrade")
        for _ in 0..<3 {
            let pop = try #require(navigation.beginInteractivePop())
            pop.update(0.8)
            pop.finish()
        }
        let outcome = try await awaited.outcome()
        #expect(throws: CoordinatorError.self) { try outcome?.get() }
        #expect(results.values == [])
        #expect(!builder.isStarted)
    }

    @Test("Hosted in a stateless flow's sheet: confirming adds the address; swiping the sheet away adds nothing")
    func hostedInAStatelessFlow() throws {
        let account = Account.sample()
        let app = AppCoordinator(store: TimelineStore.sample(), account: account)
        app.start()
        app.rootViewController.send(.select(.profile))
        let profileTab = try #require(
            app.rootViewController.selectedViewController as? IONavigationController<ProfileFlow>
        )
        let profile = try #require(profileTab.topViewController as? ProfileViewController)
        let leaks = LeakTracker()

        do {
            profile.addAddressButton.tap()
            let host = try #require(profileTab.presentedViewController as? CoordinatorHostingController)
            let builder = try #require(host.coordinator as? AddressBuilder)
            leaks.track(host, as: "first host")
            leaks.track(builder, as: "first builder")
            #expect(host.coordinator.isStarted)
            let swipe = try #require(host.presentationController).userSwipeToDismiss()
            #expect(swipe == .dismissed)
        }
        #expect(profileTab.presentedViewController == nil)
        #expect(account.addresses.isEmpty)
        #expect(leaks.survivors == [])

        do {
            profile.addAddressButton.tap()
            let host = try #require(profileTab.presentedViewController as? CoordinatorHostingController)
            let builder = try #require(host.coordinator as? AddressBuilder)
            leaks.track(host, as: "second host")
            leaks.track(builder)
            for text in ["Terazije 5", "Belgrade"] {
                let step = try #require(builder.navigationController.topViewController as? TextStepViewController)
                step.field.userType(text)
                step.nextButton.tap()
            }
            let confirm = try #require(builder.navigationController.topViewController as? ConfirmAddressViewController)
            confirm.confirmButton.tap()
        }
        #expect(profileTab.presentedViewController == nil)
        #expect(account.addresses == [Address(street: "Terazije 5", city: "Belgrade")])
        #expect(profile.addressesLabel.text == "Terazije 5, Belgrade")
        #expect(leaks.survivors == [])
    }
}
