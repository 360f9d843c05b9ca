// swift-tools-version: 6.1
// Benchmarks for Layers, run with `swift package benchmark` from this folder (release build).
// Each benchmark compares Layers against a baseline measured in the same run.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the products of the package one level up
/// are looked up under whatever that folder is called in this checkout.
let layers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
/// The shop's package (`Examples/Ivko`): the catalog import and the network benchmarks measure its layers.
let ivko = "Ivko"

let benchmark = Target.Dependency.product(name: "Benchmark", package: "benchmark")
let benchmarkPlugin = Target.PluginUsage.plugin(name: "BenchmarkPlugin", package: "benchmark")
/// What more than one benchmark target needs: the worker executor as wide as an app's pool, and the
/// back-to-back timing of a baseline and a subject.
let support = Target.Dependency.target(name: "LayersBenchmarkSupport")

let package = Package(
    name: "LayersBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The libraries with their AsyncHTTPClient trait: the networking benchmarks measure that transport.
        .package(path: "..", traits: ["AsyncHTTPClient"]),
        .package(path: "../Examples/Ivko"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .target(name: "LayersBenchmarkSupport", path: "Support"),
        .executableTarget(
            name: "MessageDispatch",
            dependencies: [
                benchmark, support, .product(name: "Coordinators", package: layers),
                .product(name: "Screens", package: layers),
            ],
            path: "Benchmarks/MessageDispatch",
            plugins: [benchmarkPlugin]
        ),
        .executableTarget(
            name: "TerminalDrawing",
            dependencies: [
                benchmark, support, .product(name: "TerminalUI", package: layers),
                .product(name: "Screens", package: layers),
            ],
            path: "Benchmarks/TerminalDrawing",
            plugins: [benchmarkPlugin]
        ),
        .executableTarget(
            name: "BrowserRendering",
            dependencies: [
                benchmark, support, .product(name: "BrowserUI", package: layers),
                .product(name: "Screens", package: layers),
            ],
            path: "Benchmarks/BrowserRendering",
            plugins: [benchmarkPlugin]
        ),
        .executableTarget(
            name: "NetworkingThroughput",
            dependencies: [
                benchmark, support, .product(name: "Networking", package: layers),
                .product(name: "NetworkingAsyncHTTPClient", package: layers),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Benchmarks/NetworkingThroughput",
            plugins: [benchmarkPlugin]
        ),
        .executableTarget(
            name: "CatalogImport",
            dependencies: [
                benchmark, support, .product(name: "IvkoData", package: ivko),
                .product(name: "IvkoService", package: ivko),
                .product(name: "IvkoBackend", package: ivko),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            path: "Benchmarks/CatalogImport",
            plugins: [benchmarkPlugin]
        ),
        // The push service's stream reader (IvkoService) against the bare stream it reads (Networking).
        .executableTarget(
            name: "PushStream",
            dependencies: [
                benchmark, support, .product(name: "Networking", package: layers), .product(name: "IvkoService", package: ivko),
            ],
            path: "Benchmarks/PushStream",
            plugins: [benchmarkPlugin]
        ),
        // A pushed notification to its banner in both renderers (the whole shop over loopback) against
        // the bare read of the same event stream.
        .executableTarget(
            name: "NotificationBanner",
            dependencies: [
                benchmark, support, .product(name: "Networking", package: layers),
                .product(name: "NetworkingAsyncHTTPClient", package: layers), .product(name: "Screens", package: layers),
                .product(name: "Coordinators", package: layers), .product(name: "TerminalUI", package: layers),
                .product(name: "BrowserUI", package: layers),
                .product(name: "IvkoApp", package: ivko), .product(name: "IvkoComposition", package: ivko),
                .product(name: "IvkoScreens", package: ivko), .product(name: "IvkoBackend", package: ivko),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/NotificationBanner",
            plugins: [benchmarkPlugin]
        ),
        .executableTarget(
            name: "NetworkConcurrency",
            dependencies: [
                benchmark, .product(name: "Networking", package: layers),
                .product(name: "NetworkingAsyncHTTPClient", package: layers),
                .product(name: "IvkoData", package: ivko),
                .product(name: "IvkoBackend", package: ivko),
            ],
            path: "Benchmarks/NetworkConcurrency",
            plugins: [benchmarkPlugin]
        ),
    ]
)
