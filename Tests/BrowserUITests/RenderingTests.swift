import BrowserUI
import Foundation
import Screens
import Testing

@MainActor
@Suite struct RenderingTests {
    @Test func controlsRenderAsSemanticHTML() throws {
        let image = ImageView(imagePath: "/pictures/mug.png", accessibilityLabel: "A blue mug")
        let views: [View] = [
            Label(text: "Welcome"), Button(title: "Buy"), TextField(placeholder: "Email"), SearchBar(placeholder: "Search the shop"),
            image, ProgressView(progress: 0.58),
        ]
        let window = makeWindow(root: NavigationController(rootViewController: ContentScreen(title: "Home", views)))
        let browser = HeadlessBrowser(window: window) { path in "/images" + path }
        let html = browser.page()
        let button = try #require(browser.interface.elementID(of: views[1]))
        let field = try #require(browser.interface.elementID(of: views[2]))
        let picture = try #require(browser.interface.elementID(of: image))
        #expect(html.contains(">Welcome</p>"))
        #expect(html.contains("<button id=\"\(button)\" type=\"button\">Buy</button>"))
        #expect(html.contains("<label id=\"\(field)-label\" for=\"\(field)-input\">Email</label>"))
        #expect(html.contains("<input id=\"\(field)-input\" type=\"text\" value=\"\" placeholder=\"Email\">"))
        #expect(html.contains("type=\"search\""))
        #expect(html.contains("role=\"search\""))
        #expect(html.contains("<img id=\"\(picture)\" alt=\"A blue mug\" src=\"/images/pictures/mug.png\">"))
        #expect(html.contains("<progress") && html.contains("max=\"100\" value=\"58\">58%</progress>"))
        #expect(html.contains("<h1") && html.contains(">Home</h1>"))
        #expect(html.contains("<header"))
    }

    @Test func anImageWithoutAURLHasOnlyItsAltText() {
        let image = ImageView(imagePath: "/pictures/mug.png", accessibilityLabel: "A blue mug")
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Pic", [image])))
        let html = browser.page()
        #expect(html.contains("alt=\"A blue mug\">"))
        #expect(!html.contains("src="))
    }

    @Test func tabBarShowsTitlesBadgesAndSelection() throws {
        let tabs = makeTabs(home: ContentScreen(title: "Home", [Label(text: "Hello")]))
        let browser = HeadlessBrowser(window: makeWindow(root: tabs))
        let html = browser.page()
        let bar = try #require(browser.interface.elementID(of: tabs.tabBar))
        #expect(html.contains("<nav id=\"\(bar)\" role=\"tablist\""))
        #expect(html.contains("<button id=\"\(bar)-tab-0\" type=\"button\" role=\"tab\" aria-selected=\"true\">"))
        #expect(html.contains("<span id=\"\(bar)-tab-1-badge\" class=\"badge\">2</span>"))
        #expect(html.contains(">Account</span>"))
        // The tab bar comes after the screen, where it is docked.
        let hello = try #require(html.range(of: "Hello"))
        let nav = try #require(html.range(of: "<nav"))
        #expect(hello.lowerBound < nav.lowerBound)
    }

    @Test func aSecureFieldsValueIsNeverWritten() throws {
        let password = TextField(placeholder: "Password", isSecureTextEntry: true)
        password.text = "hunter2-secret"
        let browser = HeadlessBrowser(window: makeWindow(root: ContentScreen(title: "Sign in", [password])))
        let html = browser.page()
        #expect(html.contains("type=\"password\""))
        #expect(!html.contains("hunter2"))
        #expect(!html.contains("•"))
        let id = try #require(browser.interface.elementID(of: password))
        let patches = try browser.send(.input(id + "-input", text: "hunter2-secret-more"))
        #expect(password.text == "hunter2-secret-more")
        #expect(!patches.contains { ($0.html ?? "").contains("hunter2") || ($0.value ?? "").contains("hunter2") })
    }

    @Test func allTextIsEscaped() {
        let attack = "<script>alert('x')</script>\" onmouseover=\"steal()\" &amp;"
        let image = ImageView(imagePath: "a\"b.png", accessibilityLabel: attack)
        let field = TextField(placeholder: attack)
        field.text = attack
        let window = makeWindow(
            root: NavigationController(
                rootViewController: ContentScreen(title: attack, [Label(text: attack), Button(title: attack), field, image])))
        let html = HeadlessBrowser(window: window) { $0 }.page()
        #expect(!html.contains("<script"))
        #expect(!html.contains("\" onmouseover"))
        #expect(!html.contains("'x'"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; onmouseover=&quot;steal()&quot; &amp;amp;"))
        #expect(html.contains("src=\"a&quot;b.png\""))
    }

    @Test func idsAreStableAcrossRenders() throws {
        let label = Label(text: "Hello")
        let navigation = NavigationController(rootViewController: ContentScreen(title: "Home", [label]))
        let browser = HeadlessBrowser(window: makeWindow(root: navigation))
        let first = browser.page()
        let id = try #require(browser.interface.elementID(of: label))
        #expect(browser.page() == first)
        navigation.pushViewController(ContentScreen(title: "Details", [Label(text: "More")]), animated: false)
        _ = browser.page()
        navigation.popViewController(animated: false)
        #expect(browser.page() == first)
        #expect(browser.interface.elementID(of: label) == id)
    }

    @Test func anAlertIsADialogOnTopAndTheScreenUnderItIsInert() throws {
        let home = ContentScreen(title: "Home", [Button(title: "Remove")])
        let browser = HeadlessBrowser(window: makeWindow(root: home))
        let alert = AlertController(title: "Remove the mug?", message: "It leaves your cart.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Remove", style: .destructive))
        home.present(alert, animated: false)
        let html = browser.page()
        #expect(html.contains("<dialog"))
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains(">Remove the mug?</h2>"))
        #expect(html.contains(">It leaves your cart.</p>"))
        #expect(html.contains("data-style=\"destructive\""))
        #expect(html.occurrences(of: " inert") == 1)
    }

    @Test func aHundredThousandRowListRendersOnlyItsVisibleRows() throws {
        func page(count: Int) -> (html: String, list: NumberedList) {
            let list = NumberedList(count: count)
            let screen = ContentScreen(title: "Items", [list.listView])
            return (HeadlessBrowser(window: makeWindow(root: screen), visibleRows: 30).page(), list)
        }
        let small = page(count: 30)
        let large = page(count: 100_000)
        #expect(small.html.occurrences(of: "<li ") == 30)
        #expect(large.html.occurrences(of: "<li ") == 30)
        #expect(large.html.contains("data-total-rows=\"100000\""))
        #expect(large.html.contains("aria-setsize=\"100000\""))
        let ratio = Double(large.html.utf8.count) / Double(small.html.utf8.count)
        #expect(ratio < 1.2)
        print("BrowserUI: HTML of a 100,000-row list \(large.html.utf8.count) bytes, of a 30-row list \(small.html.utf8.count) bytes")
    }
}
