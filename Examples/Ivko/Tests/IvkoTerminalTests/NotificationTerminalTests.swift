import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoTestSupport
import Testing

/// The push service end to end in the real program: an order placed with the keys in `ivko
/// --headless` is announced as paid and then as shipped (the backend moves it on the clock it is
/// given), each in a banner over the screen once, and the shipped one's View order opens the order;
/// under the fault mix, every pushed promotion is shown exactly once.
@Suite(.serialized) struct NotificationTerminalTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func anOrderPlacedWithTheKeysIsAnnouncedAsShippedAndItsBannerOpensIt() async throws {
        try await QuietBackend.with(push: IvkoPushConfiguration(shipAfter: 3)) { server in try await orderAndFollow(on: server) }
    }

    private func orderAndFollow(on server: IvkoBackendServer) async throws {
        let folder = try TemporaryDirectory()
        let shop = try IvkoProcess(
            arguments: ["--headless", "--api", server.baseURL.absoluteString, "--data-dir", folder.url.path, "--user", "demo"],
            environment: ["IVKO_PASSWORD": "demo"])
        var frame = try await shop.waitForFrame(containing: "Offers")
        try await HeadlessShopTests.focus("Buy Now", in: shop, pressing: ["down"])
        try await shop.step("enter")
        try await shop.step("wait")
        try await HeadlessShopTests.focus("Continue", in: shop, pressing: ["down", "down", "down"])
        try await shop.step("enter")
        try await shop.step("wait")
        try await HeadlessShopTests.focus("Place order", in: shop, pressing: ["down", "down", "down"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        let number = try #require(
            frame.split(separator: "\n").first { $0.contains("Order number:") }?
                .components(separatedBy: "Order number:").last?.split(separator: " ").first.map(String.init),
            "the confirmation names the order:\n\(frame)")
        frame = try await shop.step("enter")
        #expect(frame.contains("Offers"), "back on Home:\n\(frame)")

        frame = try await shop.waitForFrame(containing: "Order \(number) was paid.")
        #expect(frame.contains("View order") && frame.contains("Dismiss"), "the banner offers its page:\n\(frame)")
        try await KeyboardReachTests.expectEveryElementReached(on: "Home under a banner", in: shop)
        try await HeadlessShopTests.focus("Dismiss", in: shop, pressing: Array(repeating: "up", count: 14) + ["right", "right"])
        try await shop.step("enter")

        frame = try await shop.waitForFrame(containing: "Order \(number) has shipped.")
        #expect(!frame.contains("was paid."), "the paid one was let go")
        try await HeadlessShopTests.focus("View order", in: shop, pressing: Array(repeating: "up", count: 14) + ["left", "left"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(!frame.contains("has shipped."), "chosen, the banner goes:\n\(frame)")
        #expect(frame.contains(number) && frame.contains("Shipped"), "the order's page, its new status shown:\n\(frame)")
        #expect(frame.components(separatedBy: "has shipped").count == 1)
        #expect(try await shop.finish() == 0)
    }

    /// The fault mix of the fault run (500s, 503s, cut answers, dropped connections) on every call and
    /// on the stream, sessions that end every 5 s, streams the server closes every 3 s and events it
    /// sends twice: eight promotions pushed at once are each shown once, in order, and after them a
    /// ninth is the next banner (a repeat would have come before it).
    @Test(.stretchedTimeLimit(minutes: 5))
    func underTheFaultMixEveryPromotionIsShownOnce() async throws {
        let faults = FaultConfiguration(
            serverErrorRate: 0.10, serviceUnavailableRate: 0.05, truncateRate: 0.05, dropRate: 0.02, retryAfterSeconds: 1, seed: 45)
        let push = IvkoPushConfiguration(streamLifetime: .seconds(3), repeatRate: 0.3, seed: 45)
        try await QuietBackend.with(push: push, faults: faults, sessionLifetime: 5) { server in
            let folder = try TemporaryDirectory()
            let shop = try IvkoProcess(
                arguments: ["--headless", "--api", server.baseURL.absoluteString, "--data-dir", folder.url.path, "--user", "demo"],
                environment: ["IVKO_PASSWORD": "demo"])
            _ = try await shop.waitForFrame(containing: "Offers")
            let titles = (1...8).map { "Offer \($0)" }
            for (number, title) in titles.enumerated() {
                server.pushPromotion(PushPromotion(slideId: "S\(number + 1)", title: title, text: "today only"))
            }
            var shown: [String] = []
            for _ in titles {
                let frame = try await shop.waitForFrame(containing: "today only")
                let showing = titles.filter { frame.contains("\($0): today only") }
                shown.append(contentsOf: showing)
                try await dismiss(showing.first ?? "today only", in: shop)
            }
            #expect(shown == titles, "each once, in order")
            server.pushPromotion(PushPromotion(slideId: "S9", title: "Final offer", text: "last one"))
            let frame = try await shop.waitForFrame(containing: "last one")
            #expect(frame.contains("Final offer") && !frame.contains("today only"), "no promotion came twice:\n\(frame)")
            try await dismiss("Final offer", in: shop)
            #expect(try await shop.finish() == 0)
        }
    }

    /// Lets the banner that shows `title` go (its Dismiss is reached with ↑ from anywhere): the next
    /// frame shows the next banner, if one is waiting, or none.
    private func dismiss(_ title: String, in shop: IvkoProcess) async throws {
        try await HeadlessShopTests.focus("Dismiss", in: shop, pressing: Array(repeating: "up", count: 14) + ["right", "right"])
        let frame = try await shop.step("enter")
        #expect(!frame.contains("\(title):"), "the banner went:\n\(frame)")
    }
}
