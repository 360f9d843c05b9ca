import AsyncTestSupport
import Foundation
import Networking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport that gives every request `Sanitizer.timeScale` times its own time limit: under
/// ThreadSanitizer, the fixture's answers can take longer than an endpoint's 30 s on a loaded 2-core
/// machine, and a request that times out is retried, which the tests that count requests would see.
struct StretchedTimeoutTransport: Transport {
    /// The transport that sends the requests.
    let base: any Transport

    /// `transport` itself in a normal run; under a sanitizer, wrapped so its requests' limits stretch.
    static func stretching(_ transport: any Transport) -> any Transport {
        Sanitizer.active == nil ? transport : StretchedTimeoutTransport(base: transport)
    }

    func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
        var request = request
        request.urlRequest.timeoutInterval *= TimeInterval(Sanitizer.timeScale)
        return try await base.execute(request)
    }

    func stream(_ request: TransportRequest) async throws(NetworkError) -> TransportStream {
        var request = request
        request.urlRequest.timeoutInterval *= TimeInterval(Sanitizer.timeScale)
        return try await base.stream(request)
    }
}
