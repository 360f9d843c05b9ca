import Screens
import Testing

@MainActor
@Suite("Window: the banner")
struct WindowBannerTests {
    @Test("A banner is the window's subview until it is let go or replaced; each change marks the window")
    func aBannerIsTheWindowsSubview() {
        let window = Window()
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        let first = Label(text: "Shipped")
        let generation = window.displayGeneration
        window.banner = first
        #expect(first.superview === window && first.window === window)
        #expect(window.displayGeneration > generation || window.needsDisplay)
        let second = Label(text: "New in")
        window.banner = second
        #expect(first.superview == nil, "the replaced banner leaves")
        #expect(second.superview === window)
        window.banner = nil
        #expect(second.superview == nil)
        #expect(window.rootViewController?.viewIfLoaded?.superview === window, "the root's view stays")
    }
}
