import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoTestSupport
import Testing

/// The push service end to end in the real program: an order placed with the keys in `ivko
/// --headless` is announced as paid and then as shipped (the backend moves it on the clock it is
/// given), each in a banner over the screen once, and the shipped one's View order opens the order.
@Suite(.serialized) struct NotificationTerminalTests {
    /// Sends `wait` until a frame shows `text` (the banner comes when the backend says so), at most
    /// `timeLimit`.
    static func waitForFrame(containing text: String, in shop: IvkoProcess, timeLimit: Duration = .seconds(60)) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + Sanitizer.scaled(timeLimit)
        var frame = shop.frames.last ?? ""
        while !frame.contains(text) {
            guard clock.now < deadline else {
                throw IvkoProcess.Failure(description: "no frame showed \(text); last frame:\n\(frame)")
            }
            frame = try await shop.step("wait")
        }
        return frame
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func anOrderPlacedWithTheKeysIsAnnouncedAsShippedAndItsBannerOpensIt() async throws {
        try await QuietBackend.with(push: IvkoPushConfiguration(shipAfter: 3)) { server in try await orderAndFollow(on: server) }
    }

    private func orderAndFollow(on server: IvkoBackendServer) async throws {
        let folder = try TemporaryDirectory()
        let shop = try IvkoProcess(
            arguments: ["--headless", "--api", server.baseURL.absoluteString, "--data-dir", folder.url.path, "--user", "demo"],
            environment: ["IVKO_PASSWORD": "demo"])
        var frame = try await shop.step("wait")
        #expect(frame.contains("Offers"), "Home:\n\(frame)")
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

        frame = try await Self.waitForFrame(containing: "Order \(number) was paid.", in: shop)
        #expect(frame.contains("View order") && frame.contains("Dismiss"), "the banner offers its page:\n\(frame)")
        try await KeyboardReachTests.expectEveryElementReached(on: "Home under a banner", in: shop)
        try await HeadlessShopTests.focus("Dismiss", in: shop, pressing: Array(repeating: "up", count: 14) + ["right", "right"])
        try await shop.step("enter")

        frame = try await Self.waitForFrame(containing: "Order \(number) has shipped.", in: shop)
        #expect(!frame.contains("was paid."), "the paid one was let go")
        try await HeadlessShopTests.focus("View order", in: shop, pressing: Array(repeating: "up", count: 14) + ["left", "left"])
        try await shop.step("enter")
        frame = try await shop.step("wait")
        #expect(!frame.contains("has shipped."), "chosen, the banner goes:\n\(frame)")
        #expect(frame.contains(number) && frame.contains("Shipped"), "the order's page, its new status shown:\n\(frame)")
        #expect(frame.components(separatedBy: "has shipped").count == 1)
        #expect(try await shop.finish() == 0)
    }
}
