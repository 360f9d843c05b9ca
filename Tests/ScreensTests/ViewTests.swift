import Testing
@testable import Screens

@MainActor
@Suite("View hierarchy")
struct ViewTests {
    @Test func addAndRemoveSubviews() {
        let parent = View()
        let first = View()
        let second = View()
        parent.addSubview(first)
        parent.addSubview(second)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(first.superview === parent)
        #expect(first.removeFromSuperview())
        #expect(first.superview == nil)
        #expect(parent.subviews.count == 1)
    }

    @Test func removingAViewThatIsNotASubviewIsANoOpReturningFalse() {
        let loose = View()
        #expect(loose.removeFromSuperview() == false)
        #expect(loose.superview == nil)
    }

    @Test func addingAViewToAnotherSuperviewMovesIt() {
        let old = View()
        let new = View()
        let child = View()
        old.addSubview(child)
        new.addSubview(child)
        #expect(old.subviews.isEmpty)
        #expect(child.superview === new)
    }

    @Test func addingAnExistingSubviewBringsItToTheFront() {
        let parent = View()
        let back = View()
        let front = View()
        parent.addSubview(back)
        parent.addSubview(front)
        parent.addSubview(back)
        #expect(parent.subviews.last === back)
        #expect(parent.subviews.count == 2)
    }

    @Test func addingAnAncestorFailsWithACycleErrorAndChangesNothing() throws {
        let root = View()
        let child = View()
        root.addSubview(child)
        #expect(throws: ScreensError.viewHierarchyCycle) { try child.addSubview(root).get() }
        #expect(throws: ScreensError.viewHierarchyCycle) { try child.addSubview(child).get() }
        #expect(root.superview == nil)
        #expect(child.subviews.isEmpty)
    }

    @Test func insertSubviewClampsTheIndex() {
        let parent = View()
        let a = View()
        let b = View()
        let c = View()
        parent.addSubview(a)
        parent.insertSubview(b, at: -5)
        parent.insertSubview(c, at: 99)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    }

    @Test func nextIsTheSuperviewOrTheOwningController() {
        let controller = ViewController()
        let child = View()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.view.owningViewController === controller)
    }

    @Test func findsDescendantsByIdentifier() {
        let root = View()
        let deep = View()
        deep.accessibilityIdentifier = "deep"
        let middle = View()
        root.addSubview(middle)
        middle.addSubview(deep)
        #expect(root.descendant(withIdentifier: "deep") === deep)
        #expect(root.descendant(withIdentifier: "none") == nil)
    }
}
