import Testing
@testable import Screens

@MainActor
@Suite("Controls")
struct ControlTests {
    @Test func labelDescribesItsText() {
        let label = Label(text: "Price")
        #expect(label.renderContent == RenderContent(kind: .label, text: "Price"))
        #expect(!label.renderContent.isFocusable)
    }

    @Test func buttonTapRunsTheActionOnlyWhenEnabledAndVisible() {
        var taps: [String] = []
        let button = Button(title: "Add to cart") { taps.append($0.title ?? "") }
        #expect(button.tap())
        button.isEnabled = false
        #expect(!button.tap())
        #expect(button.renderContent == RenderContent(kind: .button, text: "Add to cart", isFocusable: true, isEnabled: false))
        button.isEnabled = true
        button.isHidden = true
        #expect(!button.tap())
        #expect(!Button(title: "No action").tap())
        #expect(taps == ["Add to cart"])
    }

    @Test func textFieldEditingCallbacksAndSecureEntry() {
        var changes: [String] = []
        var returned = 0
        let field = TextField(placeholder: "Password", isSecureTextEntry: true)
        field.onEditingChanged = { changes.append($0.text) }
        field.onReturn = { _ in returned += 1 }
        #expect(field.renderContent == RenderContent(kind: .textField, text: "", detail: "Password", isFocusable: true))
        field.userType("se")
        field.userType("cret")
        #expect(field.userDeleteBackward())
        #expect(field.text == "secre")
        #expect(field.displayedText == "•••••")
        #expect(field.renderContent.text == "•••••")
        #expect(field.userPressReturn())
        #expect(changes == ["se", "secret", "secre"])
        #expect(returned == 1)
        field.isSecureTextEntry = false
        #expect(field.renderContent.text == "secre")
        field.isEnabled = false
        #expect(!field.userType("x"))
        #expect(!field.userPressReturn())
        #expect(field.text == "secre")
        #expect(!TextField().userDeleteBackward())
    }

    @Test func progressIsClampedAndShownAsAPercentage() {
        let progress = ProgressView(progress: 0.426)
        #expect(progress.renderContent.detail == "43%")
        progress.progress = 7
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.renderContent == RenderContent(kind: .progress, detail: "0%"))
    }

    @Test func activityIndicatorShowsOnlyWhileAnimating() {
        let spinner = ActivityIndicatorView()
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        #expect(spinner.renderContent.kind == .activity)
    }

    @Test func stackArrangesViewsInOrder() {
        let a = Label(text: "a")
        let b = Label(text: "b")
        let c = Label(text: "c")
        let stack = StackView(arrangedSubviews: [a, c], axis: .horizontal, spacing: 2)
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 3)
        #expect(stack.removeArrangedSubview(b))
        #expect(!stack.removeArrangedSubview(b))
        #expect(b.superview === stack)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(stack.renderContent == RenderContent(kind: .stack, detail: "horizontal"))
        stack.insertArrangedSubview(stack, at: 0)
        #expect(stack.arrangedSubviews.count == 1)
    }
}
