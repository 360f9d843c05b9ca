import Networking
import Testing

extension NetworkSession {
    /// The session's in-flight limiter, for a test that must know how many requests wait for a
    /// slot. `NetworkSession` keeps it private (nothing outside needs it), so it is reached by
    /// reflection; should the stored property be renamed, the test fails here saying so.
    func inFlightLimiter(sourceLocation: SourceLocation = #_sourceLocation) throws -> AsyncSemaphore {
        try #require(
            Mirror(reflecting: self).descendant("limiter") as? AsyncSemaphore,
            "NetworkSession keeps its in-flight limiter in a stored property `limiter`",
            sourceLocation: sourceLocation
        )
    }
}
