import Screens
import Testing

@testable import TerminalUI

/// A split view in a terminal: the window is regular from `regularWidth` columns, so the split
/// shows both columns there and collapses below it, following a resize; a page opened beside the
/// sidebar starts with focus on its own content.
@MainActor
@Suite("Split view by terminal width")
struct SplitWidthTests {
    /// A sidebar of buttons beside a stack, collapsing to the stack.
    private func makeSplit() -> (SplitViewController, NavigationController) {
        let sidebar = NavigationController(
            rootViewController: ContentScreen(title: "Sidebar", [Button(title: "Dresses"), Button(title: "Knitwear")]))
        let stack = NavigationController(rootViewController: ContentScreen(title: "Home", [Button(title: "Offer")]))
        let split = SplitViewController(primary: sidebar, secondary: stack)
        split.collapsedColumn = .secondary
        return (split, stack)
    }

    @Test("Wide, both columns show; narrower than regularWidth, the stack alone; and back on resize")
    func followsTheWidth() throws {
        let (split, stack) = makeSplit()
        let driver = HeadlessDriver(application: makeApplication(root: split), width: 140, height: 10)
        let window = try #require(driver.interface.displayedScene?.keyWindow)
        var lines = driver.screen().frameLines
        #expect(window.horizontalSizeClass == .regular)
        #expect(!split.isCollapsed)
        #expect(lines[0].contains("Sidebar") && lines[0].contains("Home"))
        #expect(lines.contains { $0.contains("Dresses") } && lines.contains { $0.contains("Offer") }, "both columns' content")
        #expect(lines.contains { $0.contains("│") }, "the rule between the columns")

        driver.interface.size = TerminalSize(width: 139, height: 10)
        lines = driver.screen().frameLines
        #expect(window.horizontalSizeClass == .compact)
        #expect(split.isCollapsed)
        #expect(!lines.joined().contains("Sidebar"), "the sidebar left")
        #expect(lines[0].contains("Home"))
        #expect(stack.viewControllers.count == 1)

        driver.interface.regularWidth = 100
        lines = driver.screen().frameLines
        #expect(!split.isCollapsed, "the threshold is the interface's")
        #expect(lines[0].contains("Sidebar"))
    }

    @Test("A page pushed beside the sidebar starts with focus on its own content, not the sidebar's first button")
    func aNewPageTakesFocusInTheContentColumn() {
        let (split, stack) = makeSplit()
        let driver = HeadlessDriver(application: makeApplication(root: split), width: 150, height: 10)
        _ = driver.screen()
        stack.pushViewController(ContentScreen(title: "Knitwear", [Button(title: "Cable Knit Sweater")]), animated: false)
        let lines = driver.screen().frameLines
        #expect(lines.contains { $0.contains("[ Cable Knit Sweater ]") }, "focus is on the page's button")
        #expect(!lines.contains { $0.contains("[ Dresses ]") })
    }
}
