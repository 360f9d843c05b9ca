public import Logging

/// How to start an `IvkoBackendServer`: port, catalog, accounts, session lifetime, faults, clock
/// and logger. The server always binds 127.0.0.1.
public struct IvkoBackendConfiguration: Sendable {
    /// TCP port on 127.0.0.1; 0 picks a free one (read it back from `IvkoBackendServer.port`).
    public var port: Int
    /// The catalog to serve.
    public var catalog: IvkoCatalog
    /// The customers who can sign in.
    public var accounts: [DemoAccount]
    /// Seconds of inactivity after which a session expires (sent as `ttl` by `login`).
    public var sessionTTL: Int
    /// Seconds after its sign-in at which every session expires, however busy (with its cart);
    /// `nil` (the default): only `sessionTTL` ends a session. For fault runs (`--session-lifetime`).
    public var sessionLifetime: Int?
    /// Random faults and latency at start; change them later through `IvkoBackendServer.faults`.
    public var faults: FaultConfiguration
    /// The source of "now" for session expiry, order dates, slide windows and `exported_at`.
    public var clock: any BackendClock
    /// The logger (label `ivko.backend`); passwords and session ids are never logged.
    public var logger: Logger
    /// The push service's clocks and quirks (`/ivko/push/events`).
    public var push: IvkoPushConfiguration
    /// Serve HTTPS with this certificate (`ivko-backend --tls`); nil: plain HTTP.
    public var certificate: BackendCertificate?

    /// Creates a configuration; the defaults serve the default catalog on a free port.
    public init(
        port: Int = 0,
        catalog: IvkoCatalog = IvkoCatalog(),
        accounts: [DemoAccount] = DemoAccount.all,
        sessionTTL: Int = 1_800,
        faults: FaultConfiguration = .none,
        clock: any BackendClock = SystemBackendClock(),
        logger: Logger = Logger(label: "ivko.backend"),
        sessionLifetime: Int? = nil,
        push: IvkoPushConfiguration = IvkoPushConfiguration(),
        certificate: BackendCertificate? = nil
    ) {
        self.push = push
        self.certificate = certificate
        self.sessionLifetime = sessionLifetime
        self.port = port
        self.catalog = catalog
        self.accounts = accounts
        self.sessionTTL = sessionTTL
        self.faults = faults
        self.clock = clock
        self.logger = logger
    }
}
