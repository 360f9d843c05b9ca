import AsyncHTTPClient
import Benchmark
import LayersBenchmarkSupport
import Foundation
import Logging
import Networking
import NetworkingAsyncHTTPClient
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Networking against the raw client it runs on, in the same run: one iteration is 5,000 GETs of a
// 50 KB body, 16 in flight, on loopback. The canned-transport line is the session's own cost (retry
// bookkeeping, in-flight limit, payload, logging checks) with no network at all; the transport-alone
// line is the AsyncHTTPClient adapter without a session.
// The "Ratio" benchmarks are the figures that count: each iteration times the raw client and
// Networking over it back to back in one process (PairedTiming), on a worker executor as wide as an
// app's pool (the harness leaves the pool itself one thread short). Goals: throughput >= 0.95x raw
// AsyncHTTPClient, >= 0.9x raw URLSession.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(30),
        maxIterations: 10
    )
    sessionOverheadBenchmarks()
    pairedBenchmarks()

    Benchmark("Raw AsyncHTTPClient") { benchmark in
        let url = try await LoopbackServer.bodyURL.absoluteString
        await Workload.measure(benchmark) { await rawGet(url) }
    }

    Benchmark("AsyncHTTPClientTransport alone") { benchmark, transport in
        let request = try await TransportRequest(urlRequest: URLRequest(url: LoopbackServer.bodyURL))
        await Workload.measure(benchmark) {
            guard let result = try? await transport.execute(request) else { return false }
            return result.response.status == 200 && result.response.body.byteCount == Int64(LoopbackServer.bodySize)
        }
    } setup: {
        AsyncHTTPClientTransport(maximumConnectionsPerHost: Workload.inFlight)
    }

    Benchmark("Networking over AsyncHTTPClient") { benchmark, session in
        let request = try await URLRequest(url: LoopbackServer.bodyURL)
        await Workload.measure(benchmark) {
            await session.send(request).data?.count == LoopbackServer.bodySize
        }
    } setup: {
        asyncHTTPClientSession()
    }

    Benchmark("Raw URLSession.shared") { benchmark in
        let request = try await URLRequest(url: LoopbackServer.bodyURL)
        await Workload.measure(benchmark) { await rawGet(request) }
    }

    Benchmark("Networking over URLSession") { benchmark, session in
        let request = try await URLRequest(url: LoopbackServer.bodyURL)
        await Workload.measure(benchmark) {
            await session.send(request).data?.count == LoopbackServer.bodySize
        }
    } setup: {
        urlSessionSession()
    }

    // The exact-failure mode, for the record: every chunk through the session delegate.
    Benchmark("Networking over URLSession, streamed") { benchmark, session in
        let request = try await URLRequest(url: LoopbackServer.bodyURL)
        await Workload.measure(benchmark) {
            await session.send(request).data?.count == LoopbackServer.bodySize
        }
    } setup: {
        NetworkSession(
            transport: URLSessionTransport(configuration: .default, delivery: .streamed),
            configuration: .init(concurrency: .fixed(Workload.inFlight)),
            logger: quietLogger()
        )
    }
}

/// One GET of the body with the raw AsyncHTTPClient; whether it came back whole.
func rawGet(_ url: String) async -> Bool {
    guard let response = try? await rawClient.execute(HTTPClientRequest(url: url), timeout: .seconds(30)),
        let body = try? await response.body.collect(upTo: 1 << 20)
    else { return false }
    return response.status == .ok && body.readableBytes == LoopbackServer.bodySize
}

/// One GET of the body with the raw `URLSession.shared`; whether it came back whole.
func rawGet(_ request: URLRequest) async -> Bool {
    guard let (data, response) = try? await URLSession.shared.data(for: request) else { return false }
    return (response as? HTTPURLResponse)?.statusCode == 200 && data.count == LoopbackServer.bodySize
}

/// Networking over AsyncHTTPClient, as many connections and requests in flight as the workload has.
func asyncHTTPClientSession() -> NetworkSession {
    NetworkSession(
        transport: AsyncHTTPClientTransport(maximumConnectionsPerHost: Workload.inFlight),
        configuration: .init(concurrency: .fixed(Workload.inFlight)),
        logger: quietLogger()
    )
}

/// Networking over URLSession with the configuration `URLSession.shared` uses, so only the layers differ.
func urlSessionSession() -> NetworkSession {
    NetworkSession(
        transport: URLSessionTransport(configuration: .default),
        configuration: .init(concurrency: .fixed(Workload.inFlight)),
        logger: quietLogger()
    )
}

/// The raw client, configured like the transport's: a pool of 16 connections, no decompression.
/// It lives as long as the benchmark process.
private let rawClient: HTTPClient = {
    var configuration = HTTPClient.Configuration()
    configuration.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: Workload.inFlight)
    return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
}()

/// The library's logger at warning level: per-request info lines are filtered, as in production.
func quietLogger() -> Logger {
    var logger = Logger(label: "layers.networking")
    logger.logLevel = .warning
    return logger
}
