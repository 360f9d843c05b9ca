import Foundation
import IvkoService
import IvkoTestSupport
import Networking
#if canImport(FoundationNetworking)
import FoundationNetworking
import NetworkingTestSupport
#endif

/// An `IvkoAPI` over Networking's `StubTransport`: no server, no real waits.
struct StubbedAPI {
    let api: IvkoAPI
    let transport: StubTransport
    let sleeper: RecordingSleeper
    let events: Recorder<IvkoSessionEvent>
    let log: LogCapture

    /// The JSON content type the backend sends with everything but gateway pages.
    static let jsonHeaders: HeaderFields = ["Content-Type": "application/json;charset=UTF-8"]

    /// An API whose requests are answered by `responder`, with `credentials` kept from the start
    /// and the clock `now`.
    init(
        credentials: IvkoCredentials? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        responder: @escaping StubTransport.Responder
    ) {
        let sleeper = RecordingSleeper()
        let events = Recorder<IvkoSessionEvent>()
        let log = LogCapture()
        transport = StubTransport(sleeper: sleeper, responder: responder)
        let network = NetworkSession(
            transport: transport,
            configuration: NetworkSession.Configuration(concurrency: .fixed(16), sleeper: sleeper, random: { 0.5 }),
            logger: log.logger(label: "layers.networking")
        )
        api = IvkoAPI(
            network: network, baseURL: goldenBase, credentialStore: InMemoryCredentialStore(credentials),
            logger: log.logger(label: "ivko.service"), now: now,
            onSessionEvent: { events.record($0) }
        )
        self.sleeper = sleeper
        self.events = events
        self.log = log
    }

    /// An API that answers every request with `reply`.
    init(always reply: StubTransport.Reply, credentials: IvkoCredentials? = nil) {
        self.init(credentials: credentials) { _, _ in reply }
    }

    /// Requests whose path ends with `suffix` that reached the stub.
    func requests(to suffix: String) -> [URLRequest] {
        transport.requests.filter { $0.url?.path.hasSuffix("/" + suffix) == true }
    }
}

extension StubTransport.Reply {
    /// HTTP 200 with a sample file and the JSON content type.
    static func sample(_ name: String) -> StubTransport.Reply {
        .file(Samples.url(name), status: 200, headers: StubbedAPI.jsonHeaders)
    }

    /// HTTP 200 with JSON text.
    static func json(_ text: String) -> StubTransport.Reply {
        .text(200, text, headers: StubbedAPI.jsonHeaders)
    }
}

extension TransportRequest {
    /// The path relative to the base URL (`customer/balance`).
    var relativePath: String {
        let path = urlRequest.url?.path ?? ""
        return path.hasPrefix("/ivko/api/") ? String(path.dropFirst("/ivko/api/".count)) : path
    }

    /// The `X-Session` header sent.
    var sessionID: String? {
        urlRequest.value(forHTTPHeaderField: "X-Session")
    }
}
