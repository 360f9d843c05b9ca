/// UIKit's search bar: a focusable field for a query, with a placeholder, a clear button, a search
/// (return) key and an optional cancel button, telling its delegate what the user does.
///
/// The user's actions are simulated by the `user…` methods (a renderer calls them for key presses
/// and taps); each returns `false`, doing nothing, when the bar is disabled or the action does not
/// apply. Typing, deleting or clearing first focuses the bar (as tapping into it would). Setting
/// `text` from code tells the delegate nothing, as in UIKit.
@MainActor
open class SearchBar: View {
    /// Hears the user's edits, searches and cancels. Held weakly.
    public weak var delegate: (any SearchBarDelegate)?
    /// The query typed so far.
    public var text: String = "" {
        didSet { if oldValue != text { setNeedsDisplay() } }
    }
    /// Shown, dimmed, while `text` is empty.
    public var placeholder: String? {
        didSet { if oldValue != placeholder { setNeedsDisplay() } }
    }
    /// Whether the user can focus and edit the bar.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { setNeedsDisplay() } }
    }
    /// Whether the bar has focus (the user is editing the query).
    public private(set) var isEditing = false {
        didSet { if oldValue != isEditing { setNeedsDisplay() } }
    }
    /// Whether the cancel button is shown.
    public var showsCancelButton = false {
        didSet { cancelButton.isHidden = !showsCancelButton }
    }
    /// The cancel button, a subview shown while `showsCancelButton` is set; tapping it is `userTapCancel()`.
    public let cancelButton = Button(title: "Cancel")

    /// Creates an empty search bar showing `placeholder`.
    public init(placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init()
        cancelButton.isHidden = true
        cancelButton.action = { [weak self] _ in self?.userTapCancel() }
        addSubview(cancelButton)
    }

    /// Simulates the user focusing the bar (a tap or a tab into it): asks the delegate
    /// `searchBarShouldBeginEditing`, then tells it `searchBarTextDidBeginEditing`. Returns whether
    /// the bar is editing; `true` at once if it already was.
    @discardableResult
    public func userBeginEditing() -> Bool {
        guard isEnabled, !isHidden else { return false }
        if isEditing { return true }
        if let delegate, !delegate.searchBarShouldBeginEditing(self) { return false }
        isEditing = true
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }

    /// Takes focus away from the bar (code dismissing the keyboard, or the renderer moving focus)
    /// and tells the delegate `searchBarTextDidEndEditing`. Returns `false` if it was not editing.
    @discardableResult
    public func endEditing() -> Bool {
        guard isEditing else { return false }
        isEditing = false
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    /// Simulates the user typing `characters` at the end of the query; the delegate hears
    /// `textDidChange`. Returns `false` when the bar cannot be focused or `characters` is empty.
    @discardableResult
    public func userType(_ characters: String) -> Bool {
        guard !characters.isEmpty, userBeginEditing() else { return false }
        text += characters
        delegate?.searchBar(self, textDidChange: text)
        return true
    }

    /// Simulates the user deleting the last character; the delegate hears `textDidChange`.
    /// Returns `false` when the query is empty or the bar cannot be focused.
    @discardableResult
    public func userDeleteBackward() -> Bool {
        guard !text.isEmpty, userBeginEditing() else { return false }
        text.removeLast()
        delegate?.searchBar(self, textDidChange: text)
        return true
    }

    /// Simulates the user tapping the clear button (shown while there is a query): the query
    /// empties and the delegate hears `textDidChange` with "". Returns `false` when it was empty
    /// or the bar cannot be focused.
    @discardableResult
    public func userClear() -> Bool {
        guard !text.isEmpty, userBeginEditing() else { return false }
        text = ""
        delegate?.searchBar(self, textDidChange: text)
        return true
    }

    /// Simulates the user pressing search (return) on the keyboard: the delegate hears
    /// `searchBarSearchButtonClicked` (and usually calls `endEditing()`). Returns `false` when the
    /// bar is not editing, since the key is on the keyboard only then.
    @discardableResult
    public func userPressSearch() -> Bool {
        guard isEnabled, isEditing else { return false }
        delegate?.searchBarSearchButtonClicked(self)
        return true
    }

    /// Simulates the user tapping the cancel button: the delegate hears
    /// `searchBarCancelButtonClicked` (and usually clears the query and calls `endEditing()`; the
    /// bar itself changes nothing, as in UIKit). Returns `false` when the button is not shown.
    @discardableResult
    public func userTapCancel() -> Bool {
        guard isEnabled, !isHidden, showsCancelButton else { return false }
        delegate?.searchBarCancelButtonClicked(self)
        return true
    }

    /// The bar as a renderer sees it: the query as text, the placeholder as detail; focusable.
    /// The cancel button is a subview.
    open override var renderContent: RenderContent {
        RenderContent(kind: .searchField, text: text, detail: placeholder, isFocusable: true, isEnabled: isEnabled)
    }
}
