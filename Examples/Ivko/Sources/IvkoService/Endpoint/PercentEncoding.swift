import Foundation

/// Percent-encoding for the parts of a request: form fields and query values, path segments.
enum PercentEncoding {
    /// Letters, digits and `*-._`: the bytes `application/x-www-form-urlencoded` leaves as they are.
    private static let formUnreserved = CharacterSet(
        charactersIn:
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789*-._")

    /// Letters, digits and `-._~!$&'()*+,;=:@`: what a path segment may hold unescaped (RFC 3986).
    private static let segmentAllowed = CharacterSet(
        charactersIn:
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@")

    /// A form name or value: UTF-8 bytes escaped, a space as `+`.
    static func formComponent(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false)
            .map { escape(String($0), keeping: formUnreserved) }
            .joined(separator: "+")
    }

    /// One path segment, with `/`, `?`, `#` and `%` escaped.
    static func segment(_ text: String) -> String {
        escape(text, keeping: segmentAllowed)
    }

    /// A relative path: each `/`-separated segment escaped, the slashes kept.
    static func path(_ text: String) -> String {
        text.split(separator: "/", omittingEmptySubsequences: false)
            .map { segment(String($0)) }
            .joined(separator: "/")
    }

    private static func escape(_ text: String, keeping allowed: CharacterSet) -> String {
        // Only fails for unpaired surrogates, which a Swift String cannot hold.
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
