public import Foundation
public import Logging
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Sends `URLRequest`s through a `Transport` and returns a `NetworkPayload` for each: the one
/// place where retries, the in-flight limit and request logging happen. It keeps no state between
/// requests beyond the limiter, so requests cannot leak into one another.
///
/// One request flows like this: wait for a free slot (user-initiated requests before background
/// ones, each in arrival order; see `RequestLimiter`) → the transport sends it and streams
/// the body → the status and body rules of `RequestOptions` turn the response into success or a
/// `NetworkError` → if the `RetryPolicy` says so, release the slot, sleep (backoff or
/// `Retry-After`) and go again → stamp and log the payload.
public final class NetworkSession: Sendable {
    /// Session-wide settings.
    public struct Configuration: Sendable {
        /// How many requests may be in flight at once; more wait their turn by priority, then in order.
        public var concurrency: ConcurrencyLimit
        /// The retry policy for requests that do not bring their own.
        public var retryPolicy: RetryPolicy
        /// Waits between retries (inject a recording sleeper in tests).
        public var sleeper: any Sleeper
        /// The wall clock, for timestamps and `Retry-After` dates.
        public var now: @Sendable () -> Date
        /// A random number in 0...1 for backoff jitter.
        public var random: @Sendable () -> Double

        /// Settings; the defaults adapt the in-flight limit to the connection (from 8, between 2 and 64)
        /// and retry with `RetryPolicy()`.
        public init(
            concurrency: ConcurrencyLimit = .adaptive,
            retryPolicy: RetryPolicy = RetryPolicy(),
            sleeper: any Sleeper = TaskSleeper(),
            now: @escaping @Sendable () -> Date = { Date() },
            random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
        ) {
            self.concurrency = concurrency
            self.retryPolicy = retryPolicy
            self.sleeper = sleeper
            self.now = now
            self.random = random
        }
    }

    /// The transport that moves the bytes.
    public let transport: any Transport
    /// The session's settings.
    public let configuration: Configuration
    private let logger: Logger
    private let limiter: RequestLimiter

    /// A session over `transport`, logging to `logger` (label `layers.networking` by default).
    public init(
        transport: any Transport,
        configuration: Configuration = Configuration(),
        logger: Logger = Logger(label: "layers.networking")
    ) {
        self.transport = transport
        self.configuration = configuration
        self.logger = logger
        self.limiter = RequestLimiter(configuration.concurrency)
    }

    /// The in-flight limit now, what is in flight and what waits.
    public func concurrency() -> ConcurrencySnapshot {
        limiter.snapshot
    }

    /// Sends `request` (its `httpBody`, if any, is the body) and keeps the response in memory.
    public func send(_ request: URLRequest, options: RequestOptions = RequestOptions()) async -> NetworkPayload {
        await perform(TransportRequest(urlRequest: request), options: options)
    }

    /// Sends `request` with a body from memory or streamed from a file.
    public func upload(
        _ request: URLRequest, from source: UploadSource, options: RequestOptions = RequestOptions()
    ) async -> NetworkPayload {
        await perform(TransportRequest(urlRequest: request, upload: source), options: options)
    }

    /// Sends `request` and streams an accepted response body into `file`, never holding it in
    /// memory; the payload's body is `.file`. Progress goes to `options.progress`.
    public func download(
        _ request: URLRequest, to file: URL, options: RequestOptions = RequestOptions()
    ) async -> NetworkPayload {
        await perform(TransportRequest(urlRequest: request, destination: .file(file)), options: options)
    }

    /// Runs one request to the end: waits for a slot, sends, checks, retries, logs.
    public func perform(_ request: TransportRequest, options: RequestOptions) async -> NetworkPayload {
        var request = request
        request.acceptableStatusCodes = options.acceptableStatusCodes
        request.progress = options.progress ?? request.progress
        let log = RequestLog(logger: logger, request: request.urlRequest)
        var payload = NetworkPayload(originalRequest: request.urlRequest, created: configuration.now())
        log.started(request)
        _ = await retrying(request, options: options, payload: &payload, log: log) { payload in
            await attempt(request, options: options, into: &payload)
            return payload.error == nil ? () : nil
        }
        payload.ended = configuration.now()
        log.finished(payload)
        return payload
    }

    /// Sends `request` and returns as soon as the response head has arrived, with the body to read as
    /// it comes (an event stream, a long feed): the same session, limits, retries and log as every
    /// other request, without a second HTTP stack.
    ///
    /// ```swift
    /// var request = URLRequest(url: URL(string: "https://shop.example/push/events")!)
    /// request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
    /// request.timeoutInterval = 45  // the longest silence a stream may keep (keep-alives come every 15 s)
    /// let stream = try await session.stream(request)
    /// for try await chunk in stream.body { reader.feed(chunk) }
    /// ```
    ///
    /// - Up to the head, it is a request like any other: it waits for a slot of the in-flight limit, a
    ///   failure is retried by the policy (a refused connection, a 503 after its `Retry-After`), and a
    ///   status outside `options.acceptableStatusCodes` throws `.unacceptableStatus` with the whole
    ///   response (its body read, up to `errorBodyLimit`).
    /// - The slot is given back when the head arrives, so a stream that lasts hours never holds the
    ///   limit; the body is read outside it (it does keep its connection). Its time to the head is the
    ///   limit's latency sample.
    /// - The body is never retried: a cut ends it with the `NetworkError`, and reconnecting (from where
    ///   the reader got to) is the caller's business. `timeoutInterval` is the longest silence allowed
    ///   while the body streams (`.timedOut`), and the longest wait for the head.
    /// - Logged like the others, at the head (status, time) and at the end (bytes, time, the failure),
    ///   never a body or a credential. `options.requiresBody` and `options.progress` do not apply.
    public func stream(_ request: URLRequest, options: RequestOptions = RequestOptions()) async throws(NetworkError) -> NetworkStream {
        var transportRequest = TransportRequest(urlRequest: request)
        transportRequest.acceptableStatusCodes = options.acceptableStatusCodes
        let log = RequestLog(logger: logger, request: request)
        var payload = NetworkPayload(originalRequest: request, created: configuration.now())
        log.started(transportRequest)
        let opened = await retrying(transportRequest, options: options, payload: &payload, log: log) { payload in
            await streamAttempt(transportRequest, options: options, into: &payload)
        }
        payload.ended = configuration.now()
        guard let opened, payload.error == nil else {
            log.finished(payload)
            throw payload.error ?? .transport(reason: "no response")
        }
        log.opened(payload)
        let started = configuration.now()
        let now = configuration.now
        opened.body.buffer.observeEnd { error, bytes in
            log.streamEnded(error: error, bytes: bytes, seconds: now().timeIntervalSince(started))
        }
        return NetworkStream(
            originalRequest: request, finalRequest: opened.finalRequest, head: opened.head, body: opened.body, attempts: payload.attempts
        )
    }

    /// The most bytes of a refused stream's body (its status not accepted) that are read for the error.
    public static let errorBodyLimit = 1 << 20

    /// Makes attempts until one succeeds (`once` answers a value) or the retry policy stops: each waits
    /// for a slot and gives it back when `once` returns, with what its outcome says about load.
    private func retrying<Success>(
        _ request: TransportRequest, options: RequestOptions, payload: inout NetworkPayload, log: RequestLog,
        once: (inout NetworkPayload) async -> Success?
    ) async -> Success? {
        let policy = options.retryPolicy ?? configuration.retryPolicy
        let priority = options.priority ?? RequestPriority(Task.currentPriority)
        while true {
            let permit: RequestLimiter.Permit
            do {
                permit = try await limiter.acquire(priority)
            } catch {
                payload.error = .cancelled
                return nil
            }
            payload.attempts += 1
            if payload.started == nil { payload.started = configuration.now() }
            let success = await once(&payload)
            limiter.release(permit, outcome: AdaptiveLimit.Outcome(payload.error))
            guard let error = payload.error else { return success }
            let decision = policy.decision(
                after: error, attempt: payload.attempts, method: request.method,
                mode: options.retry, now: configuration.now(), random: configuration.random
            )
            switch decision {
            case .stop:
                return nil
            case .giveUp:
                payload.error = .retriesExhausted(attempts: payload.attempts, last: error)
                return nil
            case .retry(let delay):
                log.retrying(after: error, attempt: payload.attempts, delay: delay)
                do {
                    try await configuration.sleeper.sleep(for: delay)
                } catch {
                    payload.error = .cancelled
                    return nil
                }
            }
        }
    }

    /// One streamed attempt: the stream when its status is accepted, else the refusal (its body read)
    /// in `payload`.
    private func streamAttempt(
        _ request: TransportRequest, options: RequestOptions, into payload: inout NetworkPayload
    ) async
        -> TransportStream?
    {
        if Task.isCancelled {
            payload.error = .cancelled
            return nil
        }
        payload.finalRequest = request.urlRequest
        do {
            let opened = try await transport.stream(request)
            payload.finalRequest = opened.finalRequest
            guard options.acceptableStatusCodes.contains(opened.head.status) else {
                let response = ReceivedResponse(head: opened.head, body: .data(try await opened.body.collect(upTo: Self.errorBodyLimit)))
                payload.response = response
                payload.error = .unacceptableStatus(response)
                return nil
            }
            payload.response = ReceivedResponse(head: opened.head, body: .data(Data()))
            payload.error = nil
            return opened
        } catch {
            payload.response = error.response
            payload.error = error
            return nil
        }
    }

    private func attempt(_ request: TransportRequest, options: RequestOptions, into payload: inout NetworkPayload) async {
        if Task.isCancelled {
            payload.error = .cancelled
            return
        }
        payload.finalRequest = request.urlRequest
        do {
            let result = try await transport.execute(request)
            let response = result.response
            payload.finalRequest = result.finalRequest
            payload.response = response
            if !options.acceptableStatusCodes.contains(response.status) {
                payload.error = .unacceptableStatus(response)
            } else if options.requiresBody, response.body.isEmpty {
                payload.error = .emptyBody(response)
            } else {
                payload.error = nil
            }
        } catch {
            payload.response = error.response
            payload.error = error
        }
    }
}
