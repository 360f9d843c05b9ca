import Foundation
import Networking
import Testing

@Suite("Retry policy: backoff math and idempotency rules")
struct RetryPolicyTests {
    let policy = RetryPolicy(maxAttempts: 5, initialDelay: .milliseconds(100), maximumDelay: .seconds(1))
    let now = Date(timeIntervalSince1970: 0)

    static func status(_ status: Int, headers: HeaderFields = [:]) -> NetworkError {
        .unacceptableStatus(ReceivedResponse(head: ResponseHead(status: status, headers: headers), body: .data(Data())))
    }

    @Test("the backoff ceiling doubles per retry up to the cap")
    func ceilings() {
        let ceilings = (1...6).map { policy.backoffCeiling(forRetry: $0) }
        #expect(ceilings == [.milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(800), .seconds(1), .seconds(1)])
        #expect(policy.backoffCeiling(forRetry: 10_000) == .seconds(1))
    }

    @Test("full jitter scales the ceiling by the random draw")
    func jitter() {
        #expect(policy.backoffDelay(forRetry: 3, random: 0) == .zero)
        #expect(policy.backoffDelay(forRetry: 3, random: 0.5) == .milliseconds(200))
        #expect(policy.backoffDelay(forRetry: 3, random: 1) == .milliseconds(400))
        #expect(policy.backoffDelay(forRetry: 3, random: 7) == .milliseconds(400))
    }

    @Test(
        "idempotent methods per RFC 9110",
        arguments: [
            ("GET", true), ("head", true), ("OPTIONS", true), ("TRACE", true), ("PUT", true), ("DELETE", true),
            ("POST", false), ("PATCH", false), ("CONNECT", false),
        ])
    func idempotency(method: String, idempotent: Bool) {
        #expect(RequestOptions.RetryMode.isIdempotent(method: method) == idempotent)
    }

    @Test("what is retried, by method, mode and failure")
    func decisions() {
        func decide(
            _ error: NetworkError, _ method: String = "GET", mode: RequestOptions.RetryMode = .idempotentOnly, attempt: Int = 1
        ) -> RetryDecision {
            policy.decision(after: error, attempt: attempt, method: method, mode: mode, now: now, random: { 1 })
        }
        #expect(decide(Self.status(503)) == .retry(after: .milliseconds(100)))
        #expect(decide(Self.status(503), "POST") == .stop)
        #expect(decide(Self.status(503), "POST", mode: .always) == .retry(after: .milliseconds(100)))
        #expect(decide(.cannotConnect(reason: "refused"), "POST") == .retry(after: .milliseconds(100)))
        #expect(decide(Self.status(503), mode: .never) == .stop)
        #expect(decide(Self.status(404)) == .stop)
        #expect(decide(.cancelled) == .stop)
        #expect(decide(.timedOut, attempt: 2) == .retry(after: .milliseconds(200)))
        #expect(decide(.timedOut, attempt: 5) == .giveUp)
        #expect(decide(.invalidRequest(reason: "no URL")) == .stop)
        #expect(
            RetryPolicy.never.decision(after: Self.status(503), attempt: 1, method: "GET", mode: .idempotentOnly, now: now, random: { 1 })
                == .stop)
    }

    @Test("Retry-After replaces the backoff, unless it asks for too long")
    func retryAfterDecisions() {
        let soon = Self.status(429, headers: ["Retry-After": "3"])
        let late = Self.status(503, headers: ["Retry-After": "3600"])
        #expect(
            policy.decision(after: soon, attempt: 1, method: "GET", mode: .idempotentOnly, now: now, random: { 0 })
                == .retry(after: .seconds(3)))
        #expect(policy.decision(after: late, attempt: 1, method: "GET", mode: .idempotentOnly, now: now, random: { 0 }) == .stop)
        var ignoring = policy
        ignoring.honoursRetryAfter = false
        #expect(
            ignoring.decision(after: soon, attempt: 1, method: "GET", mode: .idempotentOnly, now: now, random: { 1 })
                == .retry(after: .milliseconds(100)))
    }

    @Test("retryable statuses and errors are configurable")
    func configurable() {
        var custom = policy
        custom.retryableStatuses = [418]
        custom.retryableErrors = [.emptyBody]
        #expect(custom.isRetryable(Self.status(418)))
        #expect(!custom.isRetryable(Self.status(503)))
        #expect(custom.isRetryable(.emptyBody(ReceivedResponse(head: ResponseHead(status: 200), body: .data(Data())))))
        #expect(!custom.isRetryable(.timedOut))
    }
}
