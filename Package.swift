// swift-tools-version: 6.1
// Layers: the libraries an app adds to make the LAYERS architecture real: the view layer (Screens), the
// coordinators (Coordinators; the stateless style on Signals), a thin networking library, renderers for the
// headless view layer (TerminalUI, TerminalImages, BrowserUI), what an app's tests use, and the layer rule as a
// build plugin. The Ivko shop that shows them in use is its own package, `Examples/Ivko/`, depending on this one.
// Every target here is checked by the LayerRulePlugin too: a target imports only its direct dependencies
// (Swift alone accepts anything in the closure); MemberImportVisibility and InternalImportsByDefault are on.
import PackageDescription

let log = Target.Dependency.product(name: "Logging", package: "swift-log")
/// swift-log's in-memory handler, for the tests that check what was logged.
let inMemoryLog = Target.Dependency.product(name: "InMemoryLogging", package: "swift-log")
let nioCore = Target.Dependency.product(name: "NIOCore", package: "swift-nio")
/// The package trait that builds Networking's AsyncHTTPClient transport. Off by default, so a package that uses
/// the view layer and the coordinators resolves no NIO: SwiftPM leaves out a dependency when every use of it
/// waits for a trait that is off. `Scripts/test` and CI build the root with `--traits AsyncHTTPClient`.
let asyncHTTPClientTrait = "AsyncHTTPClient"
/// A product that NetworkingAsyncHTTPClient uses only when the AsyncHTTPClient trait is on.
func whenAsyncHTTPClient(_ name: String, _ package: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: [asyncHTTPClientTrait]))
}

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
        .library(name: "AsyncTools", targets: ["AsyncTools"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "TerminalImages", targets: ["TerminalImages"]),
        .library(name: "BrowserUI", targets: ["BrowserUI"]),
        // The layer rule as a build check, for any package: a target imports only its direct dependencies.
        .plugin(name: "LayerRulePlugin", targets: ["LayerRulePlugin"]),
    ],
    traits: [
        .trait(
            name: asyncHTTPClientTrait,
            description: "Networking's AsyncHTTPClient transport (NetworkingAsyncHTTPClient), with AsyncHTTPClient and NIO."
        ),
        // Nothing on by default: an adopter who wants the transport asks for it,
        // `.package(..., traits: ["AsyncHTTPClient"])`.
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // The AsyncHTTPClient transport's pinning (its own TLS handshake, the key's SHA-256), with the trait only.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
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
        // The AsyncHTTPClient transport for Networking, behind the AsyncHTTPClient trait (see `traits`): with it
        // off, the module is empty but for a compiler error that names the trait, and nothing of NIO is resolved.
        .target(
            name: "NetworkingAsyncHTTPClient",
            dependencies: [
                "Networking", whenAsyncHTTPClient("AsyncHTTPClient", "async-http-client"),
                whenAsyncHTTPClient("NIOCore", "swift-nio"), whenAsyncHTTPClient("NIOPosix", "swift-nio"),
                whenAsyncHTTPClient("NIOHTTP1", "swift-nio"),
                // The decompression limit in the client's configuration is this module's type.
                whenAsyncHTTPClient("NIOHTTPCompression", "swift-nio-extras"),
                // Pinning: a TLS handshake of its own to read the server's certificate, and its key's SHA-256.
                whenAsyncHTTPClient("NIOSSL", "swift-nio-ssl"), whenAsyncHTTPClient("Crypto", "swift-crypto"),
            ]
        ),
        // What an app's tests use to run Networking without a network: a scripted transport, a recording sleeper.
        .target(name: "NetworkingTestSupport", dependencies: ["Networking", "AsyncTools"]),
        // What any async test uses to wait without hanging: bounded waits, time limits, gates, counters.
        .target(name: "AsyncTestSupport", dependencies: ["AsyncTools"]),
        // Concurrency building blocks for any layer: a broadcast to many listeners in one order, and an
        // async serial gate (one operation at a time, first come first served), a value behind a lock.
        // Foundation's lock only (a POSIX mutex that ThreadSanitizer sees).
        .target(name: "AsyncTools"),
        // A Screens application in a terminal: frames drawn from the view tree, keys turned into the
        // user's taps, a terminal session that always restores the terminal, and a headless driver.
        // Coordinators only for the inspector overlay. No image decoding (see ImageDecoder).
        .target(name: "TerminalUI", dependencies: ["Screens", "Coordinators", "AsyncTools"]),
        // TerminalUI's ImageDecoder for PNG and JPEG (files or bytes in memory), on the system's libpng and
        // libjpeg (apt: libpng-dev libjpeg62-turbo-dev; brew: libpng jpeg-turbo). Kept apart so TerminalUI
        // itself needs no C library. Coordinators only because TerminalUI's public API shows it (and
        // Screens through it): the layer rule wants a client to see a layer its dependency shows.
        .target(name: "TerminalImages", dependencies: ["TerminalUI", "Coordinators", "CLibPNG", "CJPEGShim"]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // libjpeg's own (classic) API, for C only: its errors jump out of the decoder (longjmp).
        .systemLibrary(
            name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        // A Screens window in a browser: semantic HTML, small patches after each change, browser events
        // turned into the user's touches, and a headless driver. Screens only: no server, no JSON library.
        .target(name: "BrowserUI", dependencies: ["Screens"]),
        // C: a JPEG in memory decoded to RGB with libjpeg, its error jump kept inside C (return codes and
        // libjpeg's message out), its memory and scan count bounded.
        .target(name: "CJPEGShim", dependencies: ["CLibJPEG"]),

        // MARK: The layer rule's build check (see the top of this file).

        .target(name: "ImportCheck"),
        .executableTarget(name: "import-check", dependencies: ["ImportCheck"]),
        .plugin(name: "LayerRulePlugin", capability: .buildTool(), dependencies: ["import-check"]),

        // MARK: Tests, one target per module.

        .testTarget(name: "ImportCheckTests", dependencies: ["ImportCheck"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "AsyncTestSupport"]),
        .testTarget(
            name: "CoordinatorsTests",
            dependencies: ["Coordinators", "CoordinatorsTestSupport", "AsyncTestSupport", "Screens", log, inMemoryLog]),
        .testTarget(name: "SignalsTests", dependencies: ["Signals", "AsyncTestSupport"]),
        .testTarget(name: "AsyncToolsTests", dependencies: ["AsyncTools", "AsyncTestSupport"]),
        .testTarget(name: "BrowserUITests", dependencies: ["BrowserUI", "Screens"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Screens", "Coordinators", "AsyncTestSupport", "AsyncTools"]),
        // C, test-only (in no product): the JPEG files of TerminalImagesTests, written with libjpeg's compressor.
        .target(name: "CJPEGTestEncoder", dependencies: ["CLibJPEG"], path: "Tests/CJPEGTestEncoder"),
        // Also tests CJPEGShim's C interface directly, and replays the image decoder's fuzz corpus
        // (`Fuzz/Corpus/image-decoder/`).
        .testTarget(
            name: "TerminalImagesTests",
            dependencies: ["TerminalImages", "TerminalUI", "Coordinators", "CLibPNG", "CJPEGShim", "CJPEGTestEncoder"]
        ),
        .testTarget(
            name: "StatelessCoordinatorsTests",
            dependencies: ["StatelessCoordinators", "Coordinators", "CoordinatorsTestSupport", "AsyncTestSupport", "Screens", "Signals"]
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "NetworkingAsyncHTTPClient", "NetworkingTestSupport", "AsyncTestSupport", "AsyncTools", nioCore, log,
                inMemoryLog,
                // The local test server, on NIO's own HTTP server support.
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
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
                "NetworkingTestSupport", "AsyncTestSupport", "TerminalUI", "TerminalImages", "BrowserUI",
            ]
        ),
    ]
)

// Every Swift target but the checker itself builds in Swift 6 mode with the import rules on and the layer check
// run (system library targets and the C targets have no Swift sources).
let checker: Set<String> = ["ImportCheck", "import-check", "LayerRulePlugin"]
let cTargets: Set<String> = ["CJPEGShim", "CJPEGTestEncoder"]
for target in package.targets where target.type != .plugin && target.type != .system && !cTargets.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
    if !checker.contains(target.name) {
        target.plugins = (target.plugins ?? []) + [.plugin(name: "LayerRulePlugin")]
    }
}
