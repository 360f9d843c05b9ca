import Benchmark
import Foundation
import Networking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport that answers at once with a canned 50 KB response: what is left is the session.
struct CannedTransport: Transport {
    let body = Data(repeating: 0x62, count: LoopbackServer.bodySize)

    func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
        let head = ResponseHead(status: 200, headers: ["Content-Length": "\(LoopbackServer.bodySize)"], url: request.urlRequest.url)
        let collector = ResponseBodyCollector(head: head, request: request)
        try collector.append(body)
        return TransportResponse(finalRequest: request.urlRequest, response: try collector.finish())
    }
}

/// Registers the benchmark of the session alone, over `CannedTransport`.
func sessionOverheadBenchmarks() {
    Benchmark("Session overhead: canned transport") { benchmark, session in
        let request = URLRequest(url: URL(string: "http://127.0.0.1:1/body")!)
        benchmark.startMeasurement()
        _ = await Workload.run {
            await session.send(request).data?.count == LoopbackServer.bodySize
        }
        benchmark.stopMeasurement()
    } setup: {
        NetworkSession(transport: CannedTransport(), configuration: .init(concurrency: .fixed(Workload.inFlight)), logger: quietLogger())
    }
}
