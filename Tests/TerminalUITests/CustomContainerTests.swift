import Screens
import TerminalUI
import Testing

/// A root that shows one child of its own (as a shop's stage controller shows loading, sign-in or
/// the tab bar): the keys reach the containers inside it.
@MainActor
final class OneChildContainer: ViewController {
    func show(_ child: ViewController) {
        guard case .success = addChild(child) else { return }
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

@MainActor
@Suite struct CustomContainerTests {
    @Test("Tab, digits and Esc reach the tab bar and navigation controllers inside a custom container")
    func keysReachContainersInsideACustomContainer() {
        let tabs = makeShopTabs(home: PromoHomeScreen.sample())
        let stage = OneChildContainer()
        let driver = HeadlessDriver(application: makeApplication(root: stage), width: 100, height: 20)
        stage.show(tabs)
        driver.apply(.key(.tab))
        #expect(tabs.selectedIndex == 1, "Tab is the tab bar's next tab")
        driver.apply(.key(.character("1")))
        #expect(tabs.selectedIndex == 0, "a digit is the tab bar's tap")
        let catalog = tabs.viewControllers[0] as? NavigationController
        catalog?.pushViewController(ContentScreen(title: "Dresses"), animated: false)
        #expect(driver.screen().contains("esc back"))
        driver.apply(.key(.escape))
        #expect(catalog?.viewControllers.count == 1, "Esc is the back button's tap")
    }
}
