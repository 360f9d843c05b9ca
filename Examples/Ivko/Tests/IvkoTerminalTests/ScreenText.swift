import Foundation

/// What a headless frame of the shop shows, read from its text the way a person reads the screen.
struct ScreenText: Sendable {
    /// The frame's rows joined by line ends.
    let text: String

    /// Reads `text`.
    init(_ text: String) {
        self.text = text
    }

    /// Whether the frame shows `words` anywhere.
    func shows(_ words: String) -> Bool {
        text.contains(words)
    }

    /// The title of the focused element (the one drawn in brackets, `[ Add to cart ]`), if any,
    /// without the `✓ ` that marks a chosen one (`[ ✓ Navy ]` is Navy).
    var focused: String? {
        guard let open = text.range(of: "[ ") else { return nil }
        let rest = text[open.upperBound...]
        guard let close = rest.range(of: " ]") else { return nil }
        let title = rest[..<close.lowerBound]
        guard !title.contains("\n") else { return nil }
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("✓ ") ? String(trimmed.dropFirst(2)) : trimmed
    }

    /// Whether the element titled `title` (exactly) has the focus, chosen or not.
    func isFocused(_ title: String) -> Bool {
        text.contains("[ \(title) ]") || text.contains("[ ✓ \(title) ]") || focused == title
    }

    /// Whether a field whose text or placeholder starts with `prefix` has the focus.
    func isFocusedField(_ prefix: String) -> Bool {
        focused?.hasPrefix(prefix) == true
    }

    /// The pieces in the cart as the tab bar's badge says (`Cart (3)`); 0 when it shows no count.
    var cartCount: Int? {
        guard let range = text.range(of: "Cart (") else { return shows("Cart") ? 0 : nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }

    /// Whether the sign-in form shows (its fields and the demo account line).
    var showsSignInForm: Bool {
        shows("Demo account:") || shows("User name")
    }

    /// The order number on the confirmation screen (`Order number: 2026-000123`).
    var orderNumber: String? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Order number:") }),
            let number = line.components(separatedBy: "Order number:").last?.split(separator: " ").first
        else { return nil }
        return String(number)
    }

    /// Whether a failure with a retry button shows (`Try again`).
    var offersRetry: Bool {
        shows("Try again")
    }
}
