import Screens
import TerminalUI
import Testing

/// A window's banner in a terminal: a box over the screen's first rows that takes no focus, whose
/// controls the arrows reach, and that a sheet does not cover.
@MainActor
@Suite("The window's banner")
struct BannerTests {
    static func banner(opening: @escaping @MainActor () -> Void) -> View {
        StackView(
            arrangedSubviews: [
                Label(text: "Order 2026-000123 has shipped"), Button(title: "Open") { _ in opening() }, Button(title: "Dismiss"),
            ],
            axis: .horizontal, spacing: 2)
    }

    @Test("The banner is boxed over the screen, which keeps the focus; up reaches the banner, Enter taps it")
    func aBannerTakesNoFocus() {
        var opened = 0
        let home = ContentScreen(title: "Home", [Button(title: "Buy Now")])
        let application = makeApplication(root: NavigationController(rootViewController: home))
        let driver = HeadlessDriver(application: application, width: 60, height: 12)
        let window = application.connectedScenes[0].windows[0]
        #expect(driver.focusableElements.first(where: \.isFocused)?.title == "Buy Now")
        window.banner = Self.banner { opened += 1 }
        let lines = driver.screen().frameLines
        #expect(lines[0].hasPrefix("┌─"), "a box on the first rows:\n\(lines.joined(separator: "\n"))")
        #expect(lines[1].contains("Order 2026-000123 has shipped") && lines[1].contains("Open"))
        #expect(lines.contains { $0.contains("Home") }, "the screen is still there under it")
        #expect(driver.focusableElements.first(where: \.isFocused)?.title == "Buy Now", "the banner took no focus")
        #expect(driver.sweepArrowKeys().unreached.isEmpty, "the banner's buttons are in reach")
        for _ in 0..<3 { driver.apply(.key(.up)) }
        for _ in 0..<3 where driver.focusableElements.first(where: \.isFocused)?.title != "Open" { driver.apply(.key(.left)) }
        #expect(driver.focusableElements.first(where: \.isFocused)?.title == "Open")
        driver.apply(.key(.enter))
        #expect(opened == 1)
        window.banner = nil
        #expect(!driver.screen().contains("has shipped"))
        #expect(driver.focusableElements.first(where: \.isFocused) != nil, "focus goes back to the screen")
    }

    @Test("Under a sheet the banner stays on top and in reach")
    func aBannerOverASheet() {
        let home = ContentScreen(title: "Home", [Button(title: "Buy Now")])
        let application = makeApplication(root: NavigationController(rootViewController: home))
        let driver = HeadlessDriver(application: application, width: 60, height: 14)
        let window = application.connectedScenes[0].windows[0]
        home.present(ContentScreen(title: "Checkout", [Button(title: "Continue")]), animated: false)
        window.banner = Self.banner {}
        #expect(driver.screen().frameLines[1].contains("has shipped"))
        #expect(driver.focusableElements.first(where: \.isFocused)?.title == "Continue")
        let titles = driver.focusableElements.map(\.title)
        #expect(titles.contains("Open") && titles.contains("Continue") && !titles.contains("Buy Now"))
    }
}
