// swift-tools-version: 6.1
// Ivko: the LAYERS reference shop, built on the Layers libraries of the repository's root package.
// The package reads bottom to top, one module per layer. The module graph is the dependency rule: a
// layer imports only the layer beside it. Three things make that the compiler's rule, not a convention:
//   - the graph below (a module outside a target's closure cannot be imported at all);
//   - the Layers package's LayerRulePlugin on every target, which fails the build when a target imports
//     a module that is neither one of its direct dependencies nor made part of one's interface by a
//     `public import` (Swift alone accepts anything in the closure);
//   - MemberImportVisibility (members of a module are visible only where it is imported) and
//     InternalImportsByDefault (a module's imports are not part of its interface unless `public import`).
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the products of the Layers package two levels
/// up are looked up under whatever that folder is called in this checkout.
let layers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

/// A product of the Layers libraries.
func library(_ name: String) -> Target.Dependency { .product(name: name, package: layers) }

let log = Target.Dependency.product(name: "Logging", package: "swift-log")
/// swift-log's in-memory handler, for the tests that check what was logged (IvkoTestSupport's LogCapture).
let inMemoryLog = Target.Dependency.product(name: "InMemoryLogging", package: "swift-log")
let asyncHTTPClient = Target.Dependency.product(name: "AsyncHTTPClient", package: "async-http-client")
let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
let hummingbirdWebSocket = Target.Dependency.product(name: "HummingbirdWebSocket", package: "hummingbird-websocket")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let nioCore = Target.Dependency.product(name: "NIOCore", package: "swift-nio")
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
// The ratings service's XML (its API wrapper decodes the feed with it; no hand-written XML parser).
let xmlCoder = Target.Dependency.product(name: "XMLCoder", package: "XMLCoder")
// SQLite's C interface as GRDB links it: the catalog import binds its rows with it (ProductRowInsert).
let grdbSQLite = Target.Dependency.product(name: "GRDBSQLite", package: "GRDB.swift")

let package = Package(
    name: "Ivko",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // The shop's program and its backend fixture.
        .executable(name: "ivko", targets: ["ivko"]),
        .executable(name: "ivko-backend", targets: ["ivko-backend"]),
        // For the benchmarks and the fuzzers next to this package (`Benchmarks/`, `Fuzz/`), which
        // measure and fuzz the shop's layers; not libraries to build an app on.
        .library(name: "IvkoBackend", targets: ["IvkoBackend"]),
        .library(name: "IvkoService", targets: ["IvkoService"]),
        .library(name: "IvkoData", targets: ["IvkoData"]),
        .library(name: "IvkoFuzzTargets", targets: ["IvkoFuzzTargets"]),
        // For the notification benchmark (Benchmarks/), which runs the whole shop as the program does.
        .library(name: "IvkoApp", targets: ["IvkoApp"]),
        .library(name: "IvkoComposition", targets: ["IvkoComposition"]),
        .library(name: "IvkoScreens", targets: ["IvkoScreens"]),
    ],
    dependencies: [
        // The libraries, with their AsyncHTTPClient trait: the composition root's transport
        // (NetworkingAsyncHTTPClient), which an app that does not ask for it never resolves.
        .package(path: "../..", traits: ["AsyncHTTPClient"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // The shop in a browser: its page server's WebSocket upgrade.
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
        // The backend fixture's HTTPS (`ivko-backend --tls`): the certificate it makes at start, and its pin.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        // MARK: The shop, bottom to top.

        // Serving a Hummingbird application on 127.0.0.1 (start, the bound port, a graceful stop): the one
        // utility the backend fixture, the ratings service and the shop's web server all run on.
        .target(
            name: "IvkoServing",
            dependencies: [hummingbird, log, nioCore, .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")]
        ),
        // C: the backend's product pictures encoded, RGB pixels in, a JPEG (libjpeg) or PNG (libpng) file out,
        // libjpeg's error jump kept inside C. On the shop's own system-library modules of the two libraries.
        .target(name: "CIvkoPictureEncoder", dependencies: ["CIvkoJPEG", "CIvkoPNG"]),
        .systemLibrary(
            name: "CIvkoJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CIvkoPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The shop's backend as it is (messy export, quirks, faults, the push service). Shares no type with the
        // app. CIvkoPictureEncoder: the product pictures it draws. HummingbirdTLS, NIOSSL, X509, SwiftASN1 and
        // Crypto: HTTPS with a certificate made at start (`--tls`) and its pin.
        .target(
            name: "IvkoBackend",
            dependencies: [
                "IvkoServing", "CIvkoPictureEncoder", hummingbird, log, nioCore, library("AsyncTools"),
                .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
                .product(name: "HummingbirdTLS", package: "hummingbird"), .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"), .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(name: "ivko-backend", dependencies: ["IvkoBackend", argumentParser, log]),
        // The API wrapper: Path -> URLRequest, raw body -> JSON or typed error.
        .target(name: "IvkoService", dependencies: [library("Networking"), log]),
        // The second, unrelated provider's API wrapper: the ratings service (its own host, its own XML
        // feed). Endpoint -> URLRequest, XML body -> the feed's raw values or a typed error.
        .target(name: "IvkoReviewsService", dependencies: [library("Networking"), xmlCoder, log]),
        // The clean model the UI wants. Imports nothing of the app.
        .target(name: "IvkoModel"),
        // The data layer: the DataManager (the one face the managers use: one method per backend call, answering
        // IvkoModel values), its ResponseConverter (backend JSON -> IvkoModel), persistence with GRDB.
        // AsyncTools: the session events' broadcast. IvkoReviewsService: the ratings merged into a product page.
        .target(
            name: "IvkoData",
            dependencies: ["IvkoService", "IvkoReviewsService", "IvkoModel", log, grdb, grdbSQLite, library("AsyncTools")]
        ),
        // Managers giving the data business meaning: catalog, account, cart, orders, assets. Talks only to IvkoData,
        // which stays out of its public API (`package import`): the UI sees managers, model values and `ShopError`.
        // AsyncTools: the managers' broadcasts to their observers, the cart's serial gate.
        .target(name: "IvkoMiddleware", dependencies: ["IvkoData", "IvkoModel", log, library("AsyncTools")]),
        // The shop's view controllers, cells and the messages they send; the stateless ones (checkout, the cart's
        // lines) report through Signals and conform to StatelessCoordinators' IOViewController. It sees the model and
        // the view layer, never a manager: no IvkoMiddleware (nor anything below it) in its module graph.
        .target(
            name: "IvkoScreens",
            dependencies: [library("Screens"), library("Coordinators"), library("Signals"), library("StatelessCoordinators"), "IvkoModel"]
        ),
        // The shop's coordinators: where screens and managers meet. Nothing below the middleware (no IvkoData,
        // IvkoService, Networking or GRDB): the managers throw the model's `ShopError`, and the managers themselves
        // (the middleware's LocalDataManager builds them) are handed over by the composition root.
        .target(
            name: "IvkoApp",
            dependencies: [
                "IvkoScreens", "IvkoMiddleware", "IvkoModel", library("Screens"), library("Coordinators"),
                library("StatelessCoordinators"), library("Signals"), log,
            ]
        ),
        // The composition root: builds the live shop once from a base URL and a data folder (the network, the
        // DataManager, the middleware's LocalDataManager), and nothing else.
        .target(
            name: "IvkoComposition",
            dependencies: [
                "IvkoMiddleware", "IvkoData", "IvkoService", "IvkoReviewsService", library("Networking"),
                library("NetworkingAsyncHTTPClient"), library("AsyncTools"), log,
            ]
        ),
        // What the shop's tests share: throwaway directories for databases and caches, and a capture of what
        // was logged.
        .target(name: "IvkoTestSupport", dependencies: [log, inMemoryLog]),
        // The fuzzers' harness: one entry point per reader of outside input (the ResponseConverter's conversions, the API
        // wrapper's response reading, the deep-link parsers, restored navigation, the ratings feed), bytes in, a value or a typed error
        // out, trapping on anything else. The `Fuzz/` package runs it under libFuzzer; IvkoFuzzCorpusTests replays
        // the kept corpus. Reaches the readers through their `package` entry points.
        .target(
            name: "IvkoFuzzTargets",
            dependencies: [
                "IvkoData", "IvkoService", "IvkoReviewsService", "IvkoModel", "IvkoApp", library("Coordinators"), library("Screens"),
                library("Networking"), log,
                // Only because IvkoApp's public API shows these layers and no other dependency does (the layer
                // rule wants a client to see a layer its dependency shows).
                "IvkoScreens", "IvkoMiddleware",
            ]
        ),
        // The shop in a browser: a web server on 127.0.0.1 (Hummingbird, a WebSocket per browser tab) that gives
        // every tab a scene of the shop's application and draws its window with BrowserUI; its script and
        // style sheet are resources. Path <-> page through the shop's deep links; the pictures from the cache.
        .target(
            name: "IvkoWeb",
            dependencies: [
                "IvkoApp", "IvkoScreens", "IvkoServing", library("BrowserUI"), library("Screens"), library("Coordinators"),
                hummingbird, hummingbirdWebSocket, nioCore, log, .product(name: "HTTPTypes", package: "swift-http-types"),
                // Only because IvkoApp's public API shows it (the layer rule wants a client to see a layer its
                // dependency shows).
                "IvkoMiddleware",
            ],
            resources: [.copy("Assets/shop.js"), .copy("Assets/shop.css")]
        ),
        // The shop in a terminal: the `ivko` command's logic (options, the embedded backend, windows,
        // navigation kept between runs, the headless mode), a library so its tests can reach it. The
        // program's composition root.
        .target(
            name: "IvkoTerminal",
            dependencies: [
                "IvkoComposition", "IvkoApp", "IvkoBackend", "IvkoScreens", "IvkoMiddleware", "IvkoWeb", library("TerminalUI"),
                library("TerminalImages"), library("Screens"), library("Coordinators"), library("AsyncTools"), argumentParser, log,
            ]
        ),
        // `ivko`: a thin entry point over IvkoTerminal.
        .executableTarget(name: "ivko", dependencies: ["IvkoTerminal", argumentParser]),

        // MARK: Tests, one target per module.

        .testTarget(
            name: "IvkoBackendTests",
            dependencies: [
                // TerminalImages: the pictures decoded as the terminal decodes them (TerminalUI for its pixel buffer).
                "IvkoBackend", "IvkoServing", library("AsyncTestSupport"), library("TerminalImages"), library("TerminalUI"), hummingbird,
                asyncHTTPClient, nioCore, log,
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "IvkoServiceTests",
            dependencies: [
                "IvkoService", library("Networking"), library("NetworkingAsyncHTTPClient"), library("NetworkingTestSupport"),
                library("AsyncTestSupport"), library("AsyncTools"), "IvkoBackend", "IvkoTestSupport", log,
            ]
        ),
        .testTarget(
            name: "IvkoReviewsServiceTests",
            dependencies: [
                "IvkoReviewsService", library("Networking"), library("NetworkingTestSupport"), log,
                // The ratings service's Basic challenge answered over a real connection to the fixture.
                "IvkoBackend", library("NetworkingAsyncHTTPClient"), library("AsyncTestSupport"),
            ]
        ),
        .testTarget(name: "IvkoModelTests", dependencies: ["IvkoModel"]),
        .testTarget(
            name: "IvkoDataTests",
            dependencies: [
                "IvkoData", "IvkoService", "IvkoModel", "IvkoTestSupport", library("AsyncTestSupport"), library("AsyncTools"), log,
                grdb,
                // The ratings merged into a product page: both API wrappers on stub transports.
                "IvkoReviewsService", library("Networking"), library("NetworkingTestSupport"),
            ]
        ),
        .testTarget(
            name: "IvkoMiddlewareTests",
            dependencies: [
                "IvkoMiddleware", "IvkoModel", "IvkoData", "IvkoBackend", "IvkoService", library("Networking"),
                library("NetworkingAsyncHTTPClient"), library("NetworkingTestSupport"), "IvkoTestSupport", library("AsyncTestSupport"),
                library("AsyncTools"), log,
            ]
        ),
        .testTarget(
            name: "IvkoAppTests",
            dependencies: [
                "IvkoApp", "IvkoComposition", "IvkoScreens", "IvkoMiddleware", "IvkoModel", "IvkoBackend", "IvkoService",
                library("Screens"), library("Coordinators"), library("Signals"), library("StatelessCoordinators"), library("Networking"),
                library("NetworkingTestSupport"), library("CoordinatorsTestSupport"),
                library("AsyncTestSupport"), "IvkoTestSupport", log,
            ]
        ),
        .testTarget(
            name: "IvkoScreensTests",
            dependencies: [
                "IvkoScreens", library("Screens"), library("Coordinators"), library("Signals"), "IvkoModel", library("AsyncTestSupport"),
            ]
        ),
        // Replays every input of `Fuzz/Corpus/` through the fuzz harness: each must end as a value or a typed error.
        // Also holds plain tests of what the fuzzers found, so it sees the readers too (and, for the layer rule,
        // the layers IvkoApp's public API shows).
        .testTarget(
            name: "IvkoFuzzCorpusTests",
            dependencies: [
                "IvkoFuzzTargets", "IvkoApp", library("Coordinators"), library("Screens"), "IvkoScreens", "IvkoMiddleware",
                library("Networking"), "IvkoReviewsService",
            ]
        ),
        // The browser server's access rules, paths, pictures and a WebSocket round trip, on a live shop.
        .testTarget(
            name: "IvkoWebTests",
            dependencies: [
                "IvkoWeb", "IvkoApp", "IvkoComposition", "IvkoScreens", "IvkoBackend", "IvkoTestSupport", library("AsyncTestSupport"),
                library("AsyncTools"), library("Screens"), library("Coordinators"),
                asyncHTTPClient, nioCore, log, .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // Unit tests of the command, and end-to-end tests that run the built `ivko` (headless, and in tmux).
        .testTarget(
            name: "IvkoTerminalTests",
            dependencies: [
                "IvkoTerminal", "ivko", library("TerminalUI"), "IvkoTestSupport", library("AsyncTestSupport"), library("AsyncTools"),
                argumentParser,
                // The crash-safety tests: their own backend (its orders and the gates that hold the program's
                // requests), and the app's SQLite files.
                "IvkoBackend", grdb, log,
            ]
        ),
    ]
)

// Every Swift target builds in Swift 6 mode with the import rules on and the layer check run (system library
// targets and the C target have no Swift sources).
for target in package.targets where target.type != .system && target.name != "CIvkoPictureEncoder" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
    target.plugins = (target.plugins ?? []) + [.plugin(name: "LayerRulePlugin", package: layers)]
}
