/// How an endpoint's parameters travel.
public enum IvkoParameterEncoding: Sendable, Hashable {
    /// No parameters.
    case none
    /// In the URL query, form-encoded (`products.json?page=1&size=500`).
    case query
    /// As an `application/x-www-form-urlencoded` body (`username=...&password=...`).
    case form
    /// As a JSON object body.
    case json
}
