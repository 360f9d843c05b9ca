import AsyncTestSupport
import Foundation
import Networking
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
import NetworkingTestSupport
#endif

/// `NetworkSession` over the stub transport: payload contents, body rules and retry flow.
@Suite("NetworkSession with the stub transport", .waitLimit(.seconds(300)))
struct SessionTests {
    let request = URLRequest(url: URL(string: "https://shop.example/v1/products")!)

    @Test("a success carries requests, response, timestamps and one attempt")
    func successPayload() async throws {
        let stub = StubTransport(replies: [.text(200, "[]", headers: ["Content-Type": "application/json"])])
        let payload = await NetworkSession(transport: stub).send(request)

        #expect(payload.error == nil)
        #expect(payload.originalRequest == request)
        #expect(payload.finalRequest?.url == request.url)
        #expect(payload.status == 200)
        #expect(payload.headers?["content-type"] == "application/json")
        #expect(payload.data == Data("[]".utf8))
        #expect(payload.attempts == 1)
        let started = try #require(payload.started)
        let ended = try #require(payload.ended)
        #expect(payload.created <= started && started <= ended)
        #expect(try payload.get().status == 200)
    }

    @Test("backoff delays follow the policy with the injected random source")
    func backoffFlow() async {
        let sleeper = RecordingSleeper()
        let stub = StubTransport(replies: [.text(503, "a"), .text(502, "b"), .text(200, "ok")])
        let policy = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(100), maximumDelay: .seconds(1))
        let session = NetworkSession(transport: stub, configuration: .init(retryPolicy: policy, sleeper: sleeper, random: { 0.5 }))
        let payload = await session.send(request)

        #expect(payload.error == nil)
        #expect(payload.attempts == 3)
        #expect(sleeper.delays == [.milliseconds(50), .milliseconds(100)])
        #expect(stub.requests.count == 3)
    }

    @Test("gave-up errors keep the last response")
    func gaveUpKeepsLast() async {
        let stub = StubTransport(replies: [.text(500, "first"), .text(500, "last")])
        let session = NetworkSession(
            transport: stub,
            configuration: .init(retryPolicy: RetryPolicy(maxAttempts: 2), sleeper: RecordingSleeper())
        )
        let payload = await session.send(request)

        #expect(payload.error?.kind == .retriesExhausted)
        #expect(payload.error?.response?.body.data == Data("last".utf8))
        #expect(payload.error?.underlying.kind == .unacceptableStatus)
        #expect(payload.data == Data("last".utf8))
    }

    @Test("an empty body is an error only where the request requires one")
    func requiredBody() async {
        let stub = StubTransport(replies: [.status(200)])
        let session = NetworkSession(transport: stub, configuration: .init(retryPolicy: .never))
        let lenient = await session.send(request)
        let strict = await session.send(request, options: RequestOptions(requiresBody: true))

        #expect(lenient.error == nil)
        #expect(strict.error?.kind == .emptyBody)
        #expect(strict.status == 200)
    }

    @Test("accepted statuses are per request")
    func acceptedStatuses() async {
        let stub = StubTransport(replies: [.text(404, "none")])
        let session = NetworkSession(transport: stub, configuration: .init(retryPolicy: .never))
        #expect(await session.send(request).error?.kind == .unacceptableStatus)
        #expect(await session.send(request, options: RequestOptions(acceptableStatusCodes: 200..<500)).error == nil)
    }

    @Test("a stub body shorter than its Content-Length is truncated")
    func stubTruncation() async {
        let stub = StubTransport(replies: [.status(200, body: Data("12345".utf8), headers: ["Content-Length": "10"])])
        let payload = await NetworkSession(transport: stub, configuration: .init(retryPolicy: .never)).send(request)

        #expect(
            payload.error
                == .truncatedBody(
                    expected: 10, received: 5,
                    partial: ReceivedResponse(
                        head: ResponseHead(status: 200, headers: ["Content-Length": "10"], url: request.url),
                        body: .data(Data("12345".utf8)))
                ))
    }

    @Test("stub latency is waited out through the injected sleeper, and failures are simulated")
    func latencyAndFailure() async {
        let sleeper = RecordingSleeper()
        let stub = StubTransport(sleeper: sleeper, replies: [.failure(.timedOut).delayed(by: .seconds(2))])
        let payload = await NetworkSession(transport: stub, configuration: .init(retryPolicy: .never)).send(request)

        #expect(payload.error == .timedOut)
        #expect(sleeper.delays == [.seconds(2)])
    }

    @Test("a stub answers from a file and downloads stream to a file with progress", .stretchedTimeLimit(minutes: 5))
    func fileReplyAndDownload() async throws {
        let directory = FileManager.default.temporaryDirectory
        let source = directory.appendingPathComponent("stub-\(UUID().uuidString).json")
        let target = directory.appendingPathComponent("stub-\(UUID().uuidString).out")
        defer {
            try? FileManager.default.removeItem(at: source)
            try? FileManager.default.removeItem(at: target)
        }
        let bytes = Data((0..<100_000).map { UInt8($0 % 251) })
        try bytes.write(to: source)
        var reply = StubTransport.Reply.file(source, headers: ["Content-Length": "100000"])
        reply.chunkSize = 10_000
        let session = NetworkSession(transport: StubTransport(replies: [reply]))

        var progress: [Int64] = []
        var finished: NetworkPayload?
        for await event in session.downloadEvents(request, to: target) {
            switch event {
            case .progress(let update): progress.append(update.completedBytes)
            case .finished(let payload): finished = payload
            }
        }

        #expect(finished?.response?.body == .file(target, byteCount: 100_000))
        #expect(try Data(contentsOf: target) == bytes)
        // Progress keeps only the latest report when the reader lags, so intermediate ones may be skipped.
        #expect(progress.allSatisfy { $0 > 0 && $0 <= 100_000 })
        #expect(progress == progress.sorted())
    }

    @Test("cancelling during a backoff wait stops the retries at once")
    func cancelDuringBackoff() async throws {
        let stub = StubTransport(replies: [.text(503, "busy")])
        let sleeper = ObservedSleeper()
        let policy = RetryPolicy(maxAttempts: 5, initialDelay: .seconds(3_600), maximumDelay: .seconds(3_600))
        let session = NetworkSession(transport: stub, configuration: .init(retryPolicy: policy, sleeper: sleeper, random: { 1 }))
        let task = Task { await session.send(request) }
        defer { task.cancel() }
        // Cancelled once the hour's wait has been asked for, whether or not the sleep has begun:
        // either way it must end on the cancel, long before the wait would.
        try await waitUntil("the session waits to retry") { !sleeper.delays.isEmpty }
        task.cancel()
        let payload = try await task.boundedValue("the cancelled request ends")

        #expect(payload.error == .cancelled)
        #expect(payload.attempts == 1)
        #expect(payload.status == 503)
        #expect(stub.requests.count == 1)
        #expect(sleeper.delays == [.seconds(3_600)])
    }

    @Test("requests beyond the limit wait for a slot in the order they came, and none is lost")
    func limitOrder() async throws {
        let ledger = ServerLedger()
        let gate = Gate()
        defer { gate.open() }
        let arrivals = ArrivalOrder()
        let stub = StubTransport { request, _ in
            arrivals.append(Int(request.urlRequest.url?.lastPathComponent ?? "") ?? -1)
            ledger.begin("limit")
            defer { ledger.end("limit") }
            await gate.pass()
            return .text(200, "ok")
        }
        let session = NetworkSession(transport: stub, configuration: .init(concurrency: .fixed(1)))

        var requests: [Task<NetworkPayload, Never>] = []
        defer { requests.forEach { $0.cancel() } }
        for index in 0..<20 {
            requests.append(Task { await session.send(URLRequest(url: URL(string: "https://shop.example/\(index)")!)) })
            // Each request is in place (holding the slot, or in line for it) before the next starts.
            if index == 0 {
                try await waitUntil("request 0 is held at the stub") { gate.holding == 1 }
            } else {
                try await waitUntil("request \(index) waits for the slot") { session.concurrency().waitingTotal == index }
            }
        }
        #expect(arrivals.values == [0], "only the request with the slot reached the transport")
        gate.open()
        for (index, request) in requests.enumerated() {
            #expect(try await request.boundedValue("request \(index) ends").data == Data("ok".utf8))
        }

        #expect(arrivals.values == Array(0..<20))
        #expect(ledger.entry("limit").maxInFlight == 1)
    }
}
