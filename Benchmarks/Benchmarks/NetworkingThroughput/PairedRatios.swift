import Benchmark
import LayersBenchmarkSupport
import Foundation
import Networking
import NetworkingAsyncHTTPClient
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Registers the paired benchmarks: each transport against its raw client, timed back to back in
/// one iteration (raw, Networking, Networking, raw; see `PairedTiming`), on the worker executor.
/// The metric is Networking's throughput ÷ the raw client's, × 100.
func pairedBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [], warmupIterations: 1, maxDuration: .seconds(120), maxIterations: 8
    )

    let overAsyncHTTPClient = BenchmarkMetric.custom(
        "Networking ÷ raw AsyncHTTPClient, throughput (x100)", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark("Ratio: Networking ÷ raw AsyncHTTPClient, back to back", configuration: with(configuration, overAsyncHTTPClient)) {
        benchmark, session in
        let url = try await LoopbackServer.bodyURL
        let request = URLRequest(url: url)
        try await measurePair(benchmark, overAsyncHTTPClient) {
            await rawGet(url.absoluteString)
        } subject: {
            await session.send(request).data?.count == LoopbackServer.bodySize
        }
    } setup: {
        asyncHTTPClientSession()
    }

    // Where Networking's share goes: the transport adapter alone (no session: no limiter, retries,
    // payload or log) against the same raw client. Networking ÷ raw over this ratio is the session's
    // own share with real I/O.
    let transportOverAsyncHTTPClient = BenchmarkMetric.custom(
        "AsyncHTTPClientTransport alone ÷ raw AsyncHTTPClient, throughput (x100)", polarity: .prefersLarger,
        useScalingFactor: false)
    Benchmark(
        "Ratio: AsyncHTTPClientTransport alone ÷ raw AsyncHTTPClient, back to back",
        configuration: with(configuration, transportOverAsyncHTTPClient)
    ) { benchmark, transport in
        let url = try await LoopbackServer.bodyURL
        let request = TransportRequest(urlRequest: URLRequest(url: url))
        try await measurePair(benchmark, transportOverAsyncHTTPClient) {
            await rawGet(url.absoluteString)
        } subject: {
            guard let result = try? await transport.execute(request) else { return false }
            return result.response.status == 200 && result.response.body.byteCount == Int64(LoopbackServer.bodySize)
        }
    } setup: {
        AsyncHTTPClientTransport(maximumConnectionsPerHost: Workload.inFlight)
    }

    let overURLSession = BenchmarkMetric.custom(
        "Networking ÷ raw URLSession, throughput (x100)", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark("Ratio: Networking ÷ raw URLSession, back to back", configuration: with(configuration, overURLSession)) {
        benchmark, session in
        let request = try await URLRequest(url: LoopbackServer.bodyURL)
        try await measurePair(benchmark, overURLSession) {
            await rawGet(request)
        } subject: {
            await session.send(request).data?.count == LoopbackServer.bodySize
        }
    } setup: {
        urlSessionSession()
    }
}

private func with(_ configuration: Benchmark.Configuration, _ metric: BenchmarkMetric) -> Benchmark.Configuration {
    var configuration = configuration
    configuration.metrics = [metric]
    return configuration
}

/// One iteration: the workload with `baseline`'s GET and with `subject`'s, back to back on the
/// worker executor; records the throughput ratio, and any failed request as the benchmark's error.
private func measurePair(
    _ benchmark: Benchmark, _ metric: BenchmarkMetric,
    baseline: @escaping @Sendable () async -> Bool, subject: @escaping @Sendable () async -> Bool
) async throws {
    let failures = Failures()
    let timing = await withTaskExecutorPreference(WorkerThreadExecutor.shared) {
        await PairedTiming.time {
            await failures.add(await Workload.run(baseline))
        } subject: {
            await failures.add(await Workload.run(subject))
        }
    }
    benchmark.measurement(metric, Int((100 * timing.throughputRatio).rounded()))
    if await failures.count > 0 { benchmark.error("\(await failures.count) requests failed") }
}

/// Failed requests counted over the rounds of one iteration.
private actor Failures {
    private(set) var count = 0

    func add(_ failed: Int) {
        count += failed
    }
}
