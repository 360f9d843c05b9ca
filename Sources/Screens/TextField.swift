/// An editable single-line text field, with placeholder and secure entry.
@MainActor
open class TextField: View {
    /// The text typed so far.
    public var text: String = "" {
        didSet { if oldValue != text { setNeedsDisplay() } }
    }
    /// Shown, dimmed, while `text` is empty.
    public var placeholder: String? {
        didSet { if oldValue != placeholder { setNeedsDisplay() } }
    }
    /// Whether the text is masked (passwords). A renderer shows one bullet per character.
    public var isSecureTextEntry = false {
        didSet { if oldValue != isSecureTextEntry { setNeedsDisplay() } }
    }
    /// Whether the user can edit the field.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { setNeedsDisplay() } }
    }
    /// Called after each user edit, with the field.
    public var onEditingChanged: (@MainActor (TextField) -> Void)?
    /// Called when the user presses return in the field.
    public var onReturn: (@MainActor (TextField) -> Void)?

    /// Creates an empty text field.
    public init(placeholder: String? = nil, isSecureTextEntry: Bool = false) {
        self.placeholder = placeholder
        self.isSecureTextEntry = isSecureTextEntry
        super.init()
    }

    /// Simulates the user typing `characters` at the end. Returns `false` when disabled.
    @discardableResult
    public func userType(_ characters: String) -> Bool {
        guard isEnabled else { return false }
        text += characters
        onEditingChanged?(self)
        return true
    }

    /// Simulates the user deleting the last character. Returns `false` when disabled or empty.
    @discardableResult
    public func userDeleteBackward() -> Bool {
        guard isEnabled, !text.isEmpty else { return false }
        text.removeLast()
        onEditingChanged?(self)
        return true
    }

    /// Simulates the user pressing return. Returns `false` when disabled.
    @discardableResult
    public func userPressReturn() -> Bool {
        guard isEnabled else { return false }
        onReturn?(self)
        return true
    }

    /// What a renderer shows as the text: bullets when secure, else the text.
    public var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    /// The field as a renderer sees it: shown text (masked when secure), placeholder as detail.
    open override var renderContent: RenderContent {
        RenderContent(kind: .textField, text: displayedText, detail: placeholder, isFocusable: true, isEnabled: isEnabled)
    }
}
