import NIOHTTP1

/// The routes of `TestServer`, by method and path pattern: segments separated by `/`, a segment
/// `:name` matching any one segment and passing it to the route as a parameter. The query is not
/// part of the match. A request no route matches gets a 404.
struct TestRouter: Sendable {
    /// What answers a request.
    typealias Handler = @Sendable (TestRequest, TestResponseWriter) async throws -> Void

    /// One route: a method, a pattern, and its handler.
    private struct Route {
        let method: HTTPMethod
        let pattern: [Substring]
        let handler: Handler

        /// The parameters of `segments` when they match the pattern, nil otherwise.
        func parameters(matching segments: [Substring]) -> [String: String]? {
            guard segments.count == pattern.count else { return nil }
            var parameters: [String: String] = [:]
            for (expected, segment) in zip(pattern, segments) {
                if expected.first == ":" {
                    parameters[String(expected.dropFirst())] = String(segment)
                } else if expected != segment {
                    return nil
                }
            }
            return parameters
        }
    }

    private var routes: [Route] = []

    /// Adds a GET route.
    mutating func get(_ pattern: String, use handler: @escaping Handler) {
        on(pattern, method: .GET, use: handler)
    }

    /// Adds a POST route.
    mutating func post(_ pattern: String, use handler: @escaping Handler) {
        on(pattern, method: .POST, use: handler)
    }

    /// Adds a route for `method`.
    mutating func on(_ pattern: String, method: HTTPMethod, use handler: @escaping Handler) {
        routes.append(Route(method: method, pattern: pattern.split(separator: "/"), handler: handler))
    }

    /// Answers the request of `head` with the first route that matches it, or a 404.
    func respond(to head: HTTPRequestHead, bodyByteCount: Int, with response: TestResponseWriter) async throws {
        let path = head.uri.prefix { $0 != "?" }
        let segments = path.split(separator: "/")
        for route in routes where route.method == head.method {
            if let parameters = route.parameters(matching: segments) {
                try await route.handler(TestRequest(head: head, parameters: parameters, bodyByteCount: bodyByteCount), response)
                return
            }
        }
        try await response.respond(.notFound, body: "not found")
    }
}
