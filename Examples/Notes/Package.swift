// swift-tools-version: 6.1
// Notes: the smallest app on the Layers libraries, the one to copy to start a new app. A list of notes
// and a note, one scene, a deep link (`notes://note/3`), a Delete that asks the store and gets a reply,
// headless tests, and the program in a terminal. One module per layer, and the LayerRulePlugin on each:
// a target imports only what it lists (Examples/Ivko is the same, grown to a shop).
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the products of the Layers package two levels
/// up are looked up under whatever that folder is called in this checkout.
let layers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

/// A product of the Layers libraries.
func library(_ name: String) -> Target.Dependency { .product(name: name, package: layers) }

let package = Package(
    name: "Notes",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.executable(name: "notes", targets: ["notes"])],
    dependencies: [.package(path: "../..")],
    targets: [
        // A note, as every layer speaks of it. Foundation only.
        .target(name: "NotesModel", path: "Model"),
        // The app's data: the notes in memory. What the coordinators are given as the app's dependency.
        .target(name: "NotesStore", dependencies: ["NotesModel"], path: "Store"),
        // The screens and the messages they send. They see notes, never the store.
        .target(name: "NotesScreens", dependencies: [library("Screens"), library("Coordinators"), "NotesModel"], path: "Screens"),
        // The coordinators, where screens and the store meet, and the app's shell.
        .target(
            name: "NotesApp",
            dependencies: ["NotesScreens", "NotesStore", library("Screens"), library("Coordinators")],
            path: "App"
        ),
        // The program: the app in a terminal. NotesModel because the store's API shows it (the layer rule
        // wants a client to see a layer its dependency shows).
        .executableTarget(name: "notes", dependencies: ["NotesApp", "NotesStore", "NotesModel", library("TerminalUI")], path: "Program"),
        // The app headless: keys in, the screen as text out, every message on the program's route.
        .testTarget(
            name: "NotesTests",
            dependencies: [
                "NotesApp", "NotesStore", "NotesScreens", "NotesModel", library("Screens"), library("Coordinators"),
                library("TerminalUI"), library("CoordinatorsTestSupport"), library("AsyncTestSupport"),
            ],
            path: "Tests/NotesTests"
        ),
    ]
)

// Every target builds in Swift 6 mode with the import rules on, and the layer rule checked before it compiles.
for target in package.targets {
    target.swiftSettings = [.enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault")]
    target.plugins = [.plugin(name: "LayerRulePlugin", package: layers)]
}
