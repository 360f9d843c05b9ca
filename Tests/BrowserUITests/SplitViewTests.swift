import BrowserUI
import Screens
import Testing

/// A split view in a browser: its columns side by side in a `div class="split"`, and the window's
/// size class following the page's width (`resize` events), so the split collapses on a narrow
/// page and expands on a wide one, each change a patch.
@MainActor
@Suite struct SplitViewTests {
    private func makeSplit() -> (SplitViewController, Window) {
        let sidebar = NavigationController(rootViewController: ContentScreen(title: "Categories", [Button(title: "Dresses")]))
        let stack = NavigationController(rootViewController: ContentScreen(title: "Home", [Button(title: "Offer")]))
        let split = SplitViewController(primary: sidebar, secondary: stack)
        split.collapsedColumn = .secondary
        return (split, makeWindow(root: split))
    }

    @Test func aSplitViewsColumnsAreMarkedAndFollowTheWidth() throws {
        let (split, window) = makeSplit()
        let browser = HeadlessBrowser(window: window)
        var page = browser.page()
        #expect(page.contains(#"class="split" data-columns="2""#))
        #expect(page.contains("Dresses") && page.contains("Offer"))

        // Narrow: the column leaves, one patch replaces the split's element.
        let narrow = try browser.send(.resize(width: 600))
        #expect(window.horizontalSizeClass == .compact)
        #expect(split.isCollapsed)
        #expect(!narrow.isEmpty)
        page = browser.page()
        #expect(page.contains(#"data-columns="1""#))
        #expect(!page.contains("Dresses"))
        #expect(page.contains("Offer"))

        // The same width again changes nothing; a wide page brings the column back.
        #expect(try browser.interface.handle(.resize(width: 700)) == .ignored)
        #expect(browser.patches().isEmpty)
        _ = try browser.send(.resize(width: browser.interface.regularWidth))
        #expect(!split.isCollapsed)
        #expect(browser.page().contains("Dresses"))
    }

    @Test func aResizeWithoutAWidthIsATypedError() {
        let (_, window) = makeSplit()
        let browser = HeadlessBrowser(window: window)
        _ = browser.page()
        #expect(throws: BrowserEventError.missingValue(kind: .resize, field: "width")) {
            try browser.interface.handle(BrowserEvent(kind: .resize))
        }
    }
}
