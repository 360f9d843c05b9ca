import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The cart's lines as cell view models: one per line with its own outputs, merged into the cart
/// screen's outputs through a bus, and bound to whichever cell shows the line.
@MainActor
@Suite("Cart lines")
struct CartLineModelTests {
    /// `count` one-piece lines of distinct sizes of the dress.
    static func lines(_ count: Int) -> [CartLineSummary] {
        (0..<count).map { index in
            CartLineSummary(
                item: CartItem(style: Sample.sequinDress.style, color: Sample.black, size: Sample.size("EU\(34 + 2 * index)")),
                productName: "Sequin Dress", colorName: "Black", unitPrice: Sample.euros(cents: 12_990)
            )
        }
    }

    @Test("A line's model allows − down to one piece and + up to the stock as last checked")
    func steps() throws {
        let model = CartLineModel(line: Sample.dressLine)
        #expect(model.canDecrease && model.canIncrease)
        let single = CartLineModel(line: Sample.coatLine)
        #expect(!single.canDecrease, "no fewer than one")
        #expect(!single.canIncrease, "the one piece in stock is in the line")
        let outputs = OutputRecorder(single.outputs)
        single.increase()
        single.decrease()
        #expect(outputs.values.isEmpty, "a step not allowed reports nothing")
        single.remove()
        #expect(outputs.values == [.remove(Sample.coatLine)])
    }

    @Test("A reused cell re-binds to its new line's model: its taps report that line, and the old model hears nothing")
    func reuse() throws {
        let cart = CartViewController()
        let lines = Self.lines(6)
        cart.send(.show(lines: lines, stockProblem: nil))
        let outputs = OutputRecorder(cart.outputs)
        _ = standIn(showing: cart)
        cart.listView.visibleItemLimit = 2
        cart.listView.layoutIfNeeded()
        let first = try #require(cart.listView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CartLineCell)
        let firstModel = try #require(first.model)
        #expect(firstModel === cart.lineModels[0])
        let firstModelOutputs = OutputRecorder(firstModel.outputs)

        #expect(cart.listView.userScroll(byItems: 4))
        let reused = try #require(cart.listView.cellForItem(at: IndexPath(item: 4, section: 0)) as? CartLineCell)
        let last = try #require(cart.listView.cellForItem(at: IndexPath(item: 5, section: 0)) as? CartLineCell)
        #expect(reused === first || last === first, "the list handed the first cell out again")
        let again = reused === first ? reused : last
        let index = reused === first ? 4 : 5
        #expect(again.model === cart.lineModels[index], "the reused cell shows its new line's model")
        #expect(again.increaseButton.tap())
        #expect(outputs.values == [.changeQuantity(item: lines[index].item, quantity: try #require(Quantity(2)))])
        #expect(firstModelOutputs.values.isEmpty, "the first line's model heard nothing of the reused cell")
    }

    @Test("A line that leaves the cart takes its model with it: its outputs no longer reach the screen's")
    func leavingLine() throws {
        let cart = CartViewController()
        let lines = Self.lines(2)
        cart.send(.show(lines: lines, stockProblem: nil))
        let outputs = OutputRecorder(cart.outputs)
        _ = standIn(showing: cart)
        let kept = cart.lineModels[0]
        let held = cart.lineModels[1]

        var changed = lines[0]
        changed.item.quantity = try #require(Quantity(2))
        cart.send(.show(lines: [changed], stockProblem: nil))
        #expect(cart.lineModels.count == 1)
        #expect(cart.lineModels[0] === kept, "a line that stays keeps its model, with its new values")
        #expect(kept.line == changed)
        held.increase()
        #expect(outputs.values.isEmpty, "the model of the line that left is off the bus")
        kept.decrease()
        #expect(outputs.values == [.changeQuantity(item: changed.item, quantity: .one)])
    }

    @Test("The screen's mapIO forwards quantity changes and removal requests")
    func mapIO() throws {
        let two = try #require(Quantity(2))
        #expect(
            CartViewController.mapIO(.changeQuantity(item: Sample.dressLine.item, quantity: two))
                == .changeQuantity(item: Sample.dressLine.item, quantity: two))
        #expect(CartViewController.mapIO(.remove(Sample.dressLine)) == .remove(Sample.dressLine))
    }
}
