import IvkoApp
import IvkoModel
import IvkoScreens
import Screens
import Signals
import Testing

/// The alert the Cart tab shows before a line goes: vended, stateless, its choice an output.
@MainActor
@Suite("Cart: the removal alert")
struct CartRemovalAlertTests {
    private static func coatLine() throws -> CartLineSummary {
        let item = CartItem(
            style: try #require(StyleCode(rawValue: "W26NR0031")), color: try #require(ColorCode(rawValue: "31")),
            size: try #require(Size(rawValue: "M"))
        )
        return CartLineSummary(item: item, productName: "Wool Coat", colorName: "Bordeaux", availability: .limited(available: 1))
    }

    /// `alert` presented over a screen in a visible window (the window is returned to keep it).
    private static func present(_ alert: AlertController) -> Window {
        let screen = ViewController()
        let window = Window()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.present(alert, animated: false)
        return window
    }

    @Test("It names the line, prefers Cancel, and reports Remove with the line's item")
    func removeConfirmed() throws {
        let line = try Self.coatLine()
        let (alert, outputs) = CartRemovalAlert.vend(line)
        var chosen: [CartRemovalAlert.Outputs] = []
        let token = outputs.observe { chosen.append($0) }
        let window = Self.present(alert)
        #expect(alert.title == "Remove Wool Coat?")
        #expect(alert.message == "Bordeaux · M, 1 piece")
        #expect(alert.actions.map(\.title) == ["Cancel", "Remove"])
        #expect(alert.preferredAction?.title == "Cancel", "a hurried Return keeps the line")
        #expect(alert.view.renderContent.kind == .alert)
        #expect(chosen.isEmpty, "nothing is reported before the user chooses")

        #expect(alert.userSelect(actionAt: 1))
        #expect(chosen == [.remove(line.item)])
        #expect(window.rootViewController?.presentedViewController == nil)
        token.cancel()
    }

    @Test("Cancel reports that the cart stays as it is")
    func removeCancelled() throws {
        let (alert, outputs) = CartRemovalAlert.vend(try Self.coatLine())
        var chosen: [CartRemovalAlert.Outputs] = []
        let token = outputs.observe { chosen.append($0) }
        let window = Self.present(alert)
        #expect(alert.userCancel())
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(chosen == [.keep])
        token.cancel()
    }
}
