// swift-tools-version: 6.1
// The fuzzers of Layers: one libFuzzer executable per reader of outside input, each a `main` that hands
// libFuzzer (`LLVMFuzzerRunDriver`) an entry point of the shop package's `IvkoFuzzTargets` (or, for the
// picture decoder, the libraries' TerminalImages and its own in-memory decode).
// Build and run them with `Scripts/fuzz`: a release build whose Swift code is all compiled with libFuzzer's
// coverage instrumentation and linked with the fuzzer runtime without its `main`, so the other packages' own
// build tools (the layer rule's import-check) still link and run, in its own scratch path.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder: the libraries' package (the repository's root) is
/// looked up under whatever that folder is called in this checkout.
let layers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
/// The shop's package (`Examples/Ivko`), which holds the readers of outside input and their harness.
let ivko = "Ivko"

let harness: [Target.Dependency] = [.product(name: "IvkoFuzzTargets", package: ivko), "LibFuzzerDriver"]

let package = Package(
    name: "LayersFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(path: "../Examples/Ivko"),
    ],
    targets: [
        // libFuzzer's `LLVMFuzzerRunDriver`, declared for Swift (defined by the toolchain's fuzzer runtime).
        .target(name: "LibFuzzerDriver"),
        // The ResponseConverter's conversions: backend JSON -> the clean model (first byte picks the converter).
        .executableTarget(name: "fuzz-response-converter", dependencies: harness, path: "Sources/ResponseConverter"),
        // The API wrapper's response reading: status, Retry-After and body -> JSON or a typed error.
        .executableTarget(name: "fuzz-response", dependencies: harness, path: "Sources/Response"),
        // The deep-link parsers: `ShopLinks` and `LinkFormat`.
        .executableTarget(name: "fuzz-deep-link", dependencies: harness, path: "Sources/DeepLink"),
        // Restored navigation: saved `SceneNavigation<ShopPage>` bytes applied to a tab bar of page stacks.
        .executableTarget(name: "fuzz-restored-navigation", dependencies: harness, path: "Sources/RestoredNavigation"),
        // The ratings feed: the ratings service's XML -> its API wrapper's feed (XMLCoder) -> the data layer's summary.
        .executableTarget(name: "fuzz-ratings-feed", dependencies: harness, path: "Sources/RatingsFeed"),
        // The picture decoder: PNG or JPEG bytes -> TerminalImages' `SystemImageDecoder.decodeImage(from:name:)`
        // (no shop code, so straight on the libraries' TerminalImages product, not IvkoFuzzTargets).
        .executableTarget(
            name: "fuzz-image-decoder",
            dependencies: [
                .product(name: "TerminalImages", package: layers), .product(name: "TerminalUI", package: layers), "LibFuzzerDriver",
            ],
            path: "Sources/ImageDecoder"
        ),
    ]
)
