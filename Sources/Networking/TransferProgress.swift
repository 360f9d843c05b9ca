/// How far a body transfer has come, reported as bytes move.
public struct TransferProgress: Sendable, Hashable {
    /// Which body is moving.
    public enum Direction: Sendable, Hashable {
        /// The request body going to the server.
        case upload
        /// The response body coming back.
        case download
    }

    /// Which body is moving.
    public var direction: Direction
    /// Bytes moved so far.
    public var completedBytes: Int64
    /// Bytes expected in total, when known (e.g. from `Content-Length`).
    public var expectedBytes: Int64?

    /// A progress report.
    public init(direction: Direction, completedBytes: Int64, expectedBytes: Int64?) {
        self.direction = direction
        self.completedBytes = completedBytes
        self.expectedBytes = expectedBytes
    }

    /// The completed fraction in 0...1, when the total is known.
    public var fractionCompleted: Double? {
        guard let expectedBytes, expectedBytes > 0 else { return nil }
        return min(1, Double(completedBytes) / Double(expectedBytes))
    }
}

/// Receives progress reports; called on the transport's own thread, so keep it quick.
public typealias ProgressHandler = @Sendable (TransferProgress) -> Void
