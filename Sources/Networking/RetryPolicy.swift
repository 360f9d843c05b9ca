import Foundation

/// When and how long to wait before trying a failed request again.
///
/// Only idempotent methods are retried unless a request opts in (`RequestOptions.retry`), except
/// for `.cannotConnect`: a request that never reached the server is safe to send again.
/// Waits use full-jitter exponential backoff (a random delay between zero and
/// `min(maximumDelay, initialDelay * 2^(retry-1))`) unless the response carries a `Retry-After`,
/// which is honoured as long as it is no longer than `maximumRetryAfter`.
public struct RetryPolicy: Sendable, Hashable {
    /// Total attempts allowed, the first included (1 means never retry).
    public var maxAttempts: Int
    /// The backoff ceiling for the first retry.
    public var initialDelay: Duration
    /// The cap on any backoff delay.
    public var maximumDelay: Duration
    /// Response statuses worth retrying.
    public var retryableStatuses: Set<Int>
    /// Failures worth retrying (besides retryable statuses).
    public var retryableErrors: Set<NetworkError.Kind>
    /// Whether a `Retry-After` header sets the delay.
    public var honoursRetryAfter: Bool
    /// The longest `Retry-After` the client will wait; a longer one ends the retries.
    public var maximumRetryAfter: Duration

    /// A retry policy; the defaults suit an app talking to its own backend.
    public init(
        maxAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(250),
        maximumDelay: Duration = .seconds(8),
        retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504],
        retryableErrors: Set<NetworkError.Kind> = [.cannotConnect, .timedOut, .connectionLost, .truncatedBody],
        honoursRetryAfter: Bool = true,
        maximumRetryAfter: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.retryableStatuses = retryableStatuses
        self.retryableErrors = retryableErrors
        self.honoursRetryAfter = honoursRetryAfter
        self.maximumRetryAfter = maximumRetryAfter
    }

    /// A policy that never retries.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// Whether `error` is worth another attempt, the method and attempt count aside.
    public func isRetryable(_ error: NetworkError) -> Bool {
        if case .unacceptableStatus(let response) = error {
            return retryableStatuses.contains(response.status)
        }
        return retryableErrors.contains(error.kind)
    }

    /// The backoff ceiling before retry number `retry` (1 for the first retry).
    public func backoffCeiling(forRetry retry: Int) -> Duration {
        let exponent = min(max(retry - 1, 0), 30)
        let ceiling = initialDelay * (1 << exponent)
        return min(ceiling, maximumDelay)
    }

    /// The full-jitter delay before retry number `retry`, given a random number in 0...1.
    public func backoffDelay(forRetry retry: Int, random: Double) -> Duration {
        backoffCeiling(forRetry: retry) * min(max(random, 0), 1)
    }
}
