public import Foundation

/// Makes requests safe to log: hides credentials and session ids in headers, URL user info and
/// query values whose names suggest a secret.
public enum LogRedaction {
    /// What replaces a hidden value.
    public static let mask = "<redacted>"

    private static let headerWords = ["authorization", "cookie", "session", "token", "secret", "password", "api-key", "apikey"]
    private static let queryWords = ["pass", "pwd", "secret", "token", "session", "auth", "credential", "apikey", "api_key", "signature"]
    private static let queryNames: Set<String> = ["sid", "key", "pin", "otp", "sig"]

    /// True for headers whose value must never be logged (`Authorization`, `Cookie`,
    /// `Set-Cookie`, `X-Session`, any `*-Token`...).
    public static func isSensitiveHeader(_ name: String) -> Bool {
        let lower = name.lowercased()
        return headerWords.contains { lower.contains($0) }
    }

    /// True for query parameters whose value must never be logged (`password`, `token`, `sid`...).
    public static func isSensitiveQueryItem(_ name: String) -> Bool {
        let lower = name.lowercased()
        return queryNames.contains(lower) || queryWords.contains { lower.contains($0) }
    }

    /// The URL without user info and with secret-looking query values masked.
    public static func url(_ url: URL?) -> String {
        guard let url else { return "-" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return mask }
        if components.user != nil || components.password != nil {
            components.user = nil
            components.password = nil
        }
        components.queryItems = components.queryItems?.map { item in
            isSensitiveQueryItem(item.name) ? URLQueryItem(name: item.name, value: mask) : item
        }
        return components.string ?? mask
    }

    /// Header lines with sensitive values masked, as `Name: value` joined by `; `.
    public static func headers(_ fields: some Sequence<(String, String)>) -> String {
        fields.map { name, value in "\(name): \(isSensitiveHeader(name) ? mask : value)" }
            .joined(separator: "; ")
    }

    /// Response header lines with sensitive values masked.
    public static func headers(_ fields: HeaderFields) -> String {
        headers(fields.map { ($0.name, $0.value) })
    }

    /// Request header lines with sensitive values masked, sorted by name.
    public static func headers(_ fields: [String: String]) -> String {
        headers(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}
