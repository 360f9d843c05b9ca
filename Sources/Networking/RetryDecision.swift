public import Foundation

/// What to do after a failed attempt.
public enum RetryDecision: Sendable, Hashable {
    /// Report the failure as it is.
    case stop
    /// The failure was worth retrying but no attempts are left: report `.retriesExhausted`.
    case giveUp
    /// Wait this long, then try again.
    case retry(after: Duration)
}

extension RetryPolicy {
    /// Decides what follows attempt number `attempt` of a `method` request that failed with
    /// `error`. `now` dates an HTTP-date `Retry-After`; `random` (0...1) draws the jitter.
    public func decision(
        after error: NetworkError,
        attempt: Int,
        method: String,
        mode: RequestOptions.RetryMode,
        now: Date,
        random: () -> Double
    ) -> RetryDecision {
        guard error.kind != .cancelled, isRetryable(error), mode.allowsRetry(method: method, after: error) else {
            return .stop
        }
        guard attempt < maxAttempts else {
            return maxAttempts > 1 ? .giveUp : .stop
        }
        if honoursRetryAfter,
            let header = error.response?.headers["Retry-After"],
            let requested = RetryAfter.delay(from: header, now: now)
        {
            return requested <= maximumRetryAfter ? .retry(after: requested) : .stop
        }
        return .retry(after: backoffDelay(forRetry: attempt, random: random()))
    }
}
