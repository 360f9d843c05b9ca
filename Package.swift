// swift-tools-version: 6.1
// Layers: the package reads bottom to top, one module per layer.
// The module graph is the dependency rule: a layer imports only the layer beside it. Three things make
// that the compiler's rule, not a convention:
//   - the graph below (a module outside a target's closure cannot be imported at all);
//   - the LayerRulePlugin on every target, which fails the build when a target imports a module that
//     is not one of its *direct* dependencies (Swift alone accepts anything in the closure);
//   - MemberImportVisibility (members of a module are visible only where it is imported) and
//     InternalImportsByDefault (a module's imports are not part of its interface unless `public import`).
import PackageDescription

let log = Target.Dependency.product(name: "Logging", package: "swift-log")
let asyncHTTPClient = Target.Dependency.product(name: "AsyncHTTPClient", package: "async-http-client")
let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let nioCore = Target.Dependency.product(name: "NIOCore", package: "swift-nio")
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
// SQLite's C interface as GRDB links it: the catalog import binds its rows with it (ProductRowInsert).
let grdbSQLite = Target.Dependency.product(name: "GRDBSQLite", package: "GRDB.swift")

let package = Package(
    name: "Layers",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Screens", targets: ["Screens"]),
        .library(name: "Coordinators", targets: ["Coordinators"]),
        .library(name: "Signals", targets: ["Signals"]),
        .library(name: "StatelessCoordinators", targets: ["StatelessCoordinators"]),
        .library(name: "CoordinatorsTestSupport", targets: ["CoordinatorsTestSupport"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingAsyncHTTPClient", targets: ["NetworkingAsyncHTTPClient"]),
        .library(name: "NetworkingTestSupport", targets: ["NetworkingTestSupport"]),
        .library(name: "AsyncTestSupport", targets: ["AsyncTestSupport"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "TerminalImages", targets: ["TerminalImages"]),
        .executable(name: "ivko-backend", targets: ["ivko-backend"]),
        .library(name: "IvkoBackend", targets: ["IvkoBackend"]),
        .library(name: "IvkoService", targets: ["IvkoService"]),
        .library(name: "IvkoData", targets: ["IvkoData"]),
        .library(name: "IvkoModel", targets: ["IvkoModel"]),
        .library(name: "IvkoMiddleware", targets: ["IvkoMiddleware"]),
        .library(name: "IvkoScreens", targets: ["IvkoScreens"]),
        .library(name: "IvkoApp", targets: ["IvkoApp"]),
        .library(name: "IvkoComposition", targets: ["IvkoComposition"]),
        .library(name: "IvkoTestSupport", targets: ["IvkoTestSupport"]),
        .library(name: "IvkoFuzzTargets", targets: ["IvkoFuzzTargets"]),
        .executable(name: "ivko", targets: ["ivko"]),
        .library(name: "IvkoTerminal", targets: ["IvkoTerminal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // `swift package generate-documentation` / `preview-documentation` for the DocC catalogs (see .ci/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Layers libraries — no app knowledge.

        // The view layer: UIKit's semantics in pure Swift. Foundation only.
        .target(name: "Screens"),
        // Coordinators on top of Screens: the coordinating responder chain, messages, dependencies,
        // page routing, deep links and restoration (whose dropped saved states are logged).
        .target(name: "Coordinators", dependencies: ["Screens", log]),
        // What an app's tests use to check coordinators: the leak tracker.
        .target(name: "CoordinatorsTestSupport", dependencies: ["Coordinators", "Screens"]),
        // Values-only signals tied to their owner's life, for the stateless coordinator style. Foundation only.
        .target(name: "Signals"),
        // The stateless coordinator style, opt-in on top of Coordinators and Signals: controllers with Inputs/Outputs,
        // IO containers for vended flows, and stateful coordinators hosted inside them.
        .target(name: "StatelessCoordinators", dependencies: ["Screens", "Coordinators", "Signals"]),
        // URLRequest in, payload out. Foundation (URLSession) and swift-log.
        .target(name: "Networking", dependencies: [log]),
        // The AsyncHTTPClient transport for Networking, kept apart so Apple apps need not pull in NIO.
        .target(
            name: "NetworkingAsyncHTTPClient",
            dependencies: [
                "Networking", asyncHTTPClient, log, nioCore,
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                // The decompression limit in the client's configuration is this module's type.
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]
        ),
        // What an app's tests use to run Networking without a network: a scripted transport, a recording sleeper.
        .target(name: "NetworkingTestSupport", dependencies: ["Networking"]),
        // What any async test uses to wait without hanging: bounded waits, time limits, gates, counters.
        .target(name: "AsyncTestSupport"),
        // A Screens application in a terminal: frames drawn from the view tree, keys turned into the
        // user's taps, a terminal session that always restores the terminal, and a headless driver.
        // Coordinators only for the inspector overlay. No image decoding (see ImageDecoder).
        .target(name: "TerminalUI", dependencies: ["Screens", "Coordinators"]),
        // TerminalUI's ImageDecoder for PNG and JPEG files, on the system's libpng and libjpeg-turbo
        // (apt: libpng-dev libturbojpeg0-dev; brew: libpng jpeg-turbo). Kept apart so TerminalUI
        // itself needs no C library. Screens and Coordinators only because TerminalUI's public API
        // shows them, and the layer rule wants every client of a module to see what its API shows.
        .target(name: "TerminalImages", dependencies: ["TerminalUI", "Screens", "Coordinators", "CLibPNG", "CTurboJPEG"]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),

        // MARK: The Ivko shop, bottom to top.

        // The shop's backend as it is (messy export, quirks and faults). Shares no type with the app.
        .target(
            name: "IvkoBackend",
            dependencies: [
                hummingbird, log, nioCore,
                .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Examples/Ivko/Backend"
        ),
        .executableTarget(
            name: "ivko-backend",
            dependencies: ["IvkoBackend", argumentParser, hummingbird, log],
            path: "Examples/Ivko/BackendServer"
        ),
        // The API wrapper: Path -> URLRequest, raw body -> JSON or typed error.
        .target(name: "IvkoService", dependencies: ["Networking", log], path: "Examples/Ivko/Service"),
        // The clean model the UI wants. Imports nothing of the app.
        .target(name: "IvkoModel", path: "Examples/Ivko/Model"),
        // The DataManager: backend JSON <-> IvkoModel, one method per endpoint; persistence with GRDB.
        .target(name: "IvkoData", dependencies: ["IvkoService", "IvkoModel", log, grdb, grdbSQLite], path: "Examples/Ivko/Data"),
        // Managers giving the data business meaning: catalog, account, cart, orders, assets. Talks only to IvkoData,
        // which stays out of its public API (`package import`): the UI sees managers, model values and `ShopError`.
        .target(name: "IvkoMiddleware", dependencies: ["IvkoData", "IvkoModel", log], path: "Examples/Ivko/Middleware"),
        // The shop's view controllers, cells and the messages they send. It sees the model and the view layer,
        // never a manager: no IvkoMiddleware (nor anything below it) in its module graph.
        .target(
            name: "IvkoScreens", dependencies: ["Screens", "Coordinators", "Signals", "IvkoModel"], path: "Examples/Ivko/Screens"
        ),
        // The shop's coordinators: where screens and managers meet. Nothing below the middleware (no IvkoData,
        // IvkoService, Networking or GRDB): the managers throw the middleware's own `ShopError`, and what needs the
        // data layer (building the managers, opening a user's database) comes in through `ShopBackstage`.
        .target(
            name: "IvkoApp",
            dependencies: [
                "IvkoScreens", "IvkoMiddleware", "IvkoModel", "Screens", "Coordinators", "StatelessCoordinators", "Signals", log,
            ],
            path: "Examples/Ivko/App"
        ),
        // The composition root: builds the managers from a base URL and a data folder, and nothing else.
        .target(
            name: "IvkoComposition",
            dependencies: [
                "IvkoApp", "IvkoMiddleware", "IvkoData", "IvkoService", "IvkoModel", "IvkoScreens", "Screens", "Coordinators",
                "StatelessCoordinators", "Signals", "Networking", "NetworkingAsyncHTTPClient", log,
            ],
            path: "Examples/Ivko/Composition"
        ),
        // What the shop's tests share: throwaway directories for databases and caches.
        .target(name: "IvkoTestSupport", path: "Examples/Ivko/TestSupport"),
        // The fuzzers' harness: one entry point per reader of outside input (the DataManager's conversions, the API
        // wrapper's response reading, the deep-link parsers, restored navigation), bytes in, a value or a typed error
        // out, trapping on anything else. The `Fuzz/` package runs it under libFuzzer; IvkoFuzzCorpusTests replays
        // the kept corpus. Reaches the readers through their `package` entry points.
        .target(
            name: "IvkoFuzzTargets",
            dependencies: [
                "IvkoData", "IvkoService", "IvkoModel", "IvkoApp", "Coordinators", "Screens", "Networking", log,
                // Only because IvkoApp's public API shows them (the layer rule wants its clients to see them).
                "IvkoScreens", "IvkoMiddleware", "StatelessCoordinators", "Signals",
            ],
            path: "Examples/Ivko/FuzzTargets"
        ),
        // The shop in a terminal: the `ivko` command's logic (options, the embedded backend, windows,
        // navigation kept between runs, the headless mode), a library so its tests can reach it. The
        // program's composition root. IvkoMiddleware, IvkoData, IvkoModel, StatelessCoordinators and Signals
        // are listed only because the interfaces of IvkoApp and IvkoComposition show them (no source imports IvkoData).
        .target(
            name: "IvkoTerminal",
            dependencies: [
                "IvkoComposition", "IvkoApp", "IvkoBackend", "IvkoScreens", "IvkoMiddleware", "IvkoData", "IvkoModel", "TerminalUI",
                "TerminalImages", "Screens", "Coordinators", "StatelessCoordinators", "Signals", argumentParser, log,
            ],
            path: "Examples/Ivko/Terminal"
        ),
        // `ivko`: a thin entry point over IvkoTerminal.
        .executableTarget(name: "ivko", dependencies: ["IvkoTerminal", argumentParser], path: "Examples/Ivko/TerminalCommand"),

        // MARK: The layer rule's build check (see the top of this file).

        .target(name: "ImportCheck"),
        .executableTarget(name: "import-check", dependencies: ["ImportCheck"]),
        .plugin(name: "LayerRulePlugin", capability: .buildTool(), dependencies: ["import-check"]),

        // MARK: Tests, one target per module.

        .testTarget(name: "ImportCheckTests", dependencies: ["ImportCheck"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens"]),
        .testTarget(
            name: "CoordinatorsTests", dependencies: ["Coordinators", "CoordinatorsTestSupport", "AsyncTestSupport", "Screens", log]),
        .testTarget(name: "SignalsTests", dependencies: ["Signals", "AsyncTestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Screens", "Coordinators", "AsyncTestSupport"]),
        .testTarget(
            name: "TerminalImagesTests", dependencies: ["TerminalImages", "TerminalUI", "Screens", "Coordinators", "CLibPNG", "CTurboJPEG"]
        ),
        .testTarget(
            name: "StatelessCoordinatorsTests",
            dependencies: ["StatelessCoordinators", "Coordinators", "CoordinatorsTestSupport", "AsyncTestSupport", "Screens", "Signals"]
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "NetworkingAsyncHTTPClient", "NetworkingTestSupport", "AsyncTestSupport", nioCore, log,
                // The local test server, on NIO's own HTTP server support.
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "IvkoBackendTests",
            dependencies: [
                "IvkoBackend", "AsyncTestSupport", hummingbird, asyncHTTPClient, nioCore, log,
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "IvkoServiceTests",
            dependencies: [
                "IvkoService", "Networking", "NetworkingAsyncHTTPClient", "NetworkingTestSupport", "AsyncTestSupport", "IvkoBackend", log,
            ]
        ),
        .testTarget(name: "IvkoModelTests", dependencies: ["IvkoModel"]),
        .testTarget(
            name: "IvkoDataTests",
            dependencies: ["IvkoData", "IvkoService", "IvkoModel", "IvkoTestSupport", "AsyncTestSupport", log, grdb]
        ),
        .testTarget(
            name: "IvkoMiddlewareTests",
            dependencies: [
                "IvkoMiddleware", "IvkoModel", "IvkoData", "IvkoBackend", "IvkoService", "Networking",
                "NetworkingAsyncHTTPClient", "NetworkingTestSupport", "IvkoTestSupport", "AsyncTestSupport", log,
            ]
        ),
        .testTarget(
            name: "IvkoAppTests",
            dependencies: [
                "IvkoApp", "IvkoComposition", "IvkoScreens", "IvkoMiddleware", "IvkoModel", "IvkoData", "IvkoBackend", "IvkoService",
                "Screens",
                "Coordinators", "StatelessCoordinators", "Signals", "Networking", "NetworkingTestSupport", "CoordinatorsTestSupport",
                "AsyncTestSupport", "IvkoTestSupport", log,
            ]
        ),
        .testTarget(
            name: "IvkoScreensTests", dependencies: ["IvkoScreens", "Screens", "Coordinators", "IvkoModel", "AsyncTestSupport"]
        ),
        // Replays every input of `Fuzz/Corpus/` through the fuzz harness: each must end as a value or a typed error.
        // Also holds plain tests of what the fuzzers found, so it sees the readers too (and, for the layer rule,
        // what IvkoApp's public API shows).
        .testTarget(
            name: "IvkoFuzzCorpusTests",
            dependencies: [
                "IvkoFuzzTargets", "IvkoApp", "Coordinators", "Screens", "IvkoScreens", "IvkoMiddleware", "IvkoModel",
                "StatelessCoordinators",
                "Signals", "Networking", log,
            ]
        ),
        // Heavy navigation leaves nothing alive: the libraries' navigation cycles (LAYERS_LEAK_CYCLES sets the count).
        .testTarget(
            name: "LeakCycleTests",
            dependencies: ["Screens", "Coordinators", "StatelessCoordinators", "Signals", "CoordinatorsTestSupport", "AsyncTestSupport"]
        ),
        // Compiles and runs the code the DocC articles quote: the files of `Snippets/` (through a symlink).
        .testTarget(
            name: "SnippetTests",
            dependencies: [
                "Screens", "Coordinators", "CoordinatorsTestSupport", "Signals", "StatelessCoordinators", "Networking",
                "NetworkingTestSupport", "AsyncTestSupport",
            ]
        ),
        // Unit tests of the command, and end-to-end tests that run the built `ivko` (headless, and in tmux).
        .testTarget(
            name: "IvkoTerminalTests",
            dependencies: [
                "IvkoTerminal", "ivko", "TerminalUI", "Screens", "Coordinators", "IvkoTestSupport", "AsyncTestSupport", argumentParser,
                // The crash-safety tests: their own backend (its orders), the checkpoints (IvkoModel: the layer rule, as
                // IvkoMiddleware shows it), and the app's SQLite files.
                "IvkoBackend", "IvkoMiddleware", "IvkoModel", grdb, log,
            ]
        ),
    ]
)

// Every Swift target but the checker itself builds in Swift 6 mode with the import rules on and the layer check
// run (system library targets have no Swift sources).
let checker: Set<String> = ["ImportCheck", "import-check", "LayerRulePlugin"]
for target in package.targets where target.type != .plugin && target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
    if !checker.contains(target.name) {
        target.plugins = (target.plugins ?? []) + [.plugin(name: "LayerRulePlugin")]
    }
}
