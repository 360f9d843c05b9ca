import Foundation
import ImportCheck
import Testing

/// The scanner finds every form of import Swift accepts, and nothing that only looks like one.
@Suite("Import scanner")
struct ImportScannerTests {
    @Test("finds plain, attributed, access-levelled and kind imports with their positions")
    func findsEveryForm() {
        let source = """
            import Foundation
            @testable import IvkoData
            public import IvkoModel
            @preconcurrency internal import Logging
            import struct GRDB.Row
              import NIOCore.ByteBuffer
            @_spi(Testing) @testable import Networking
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            """
        let found = ImportScanner.imports(in: source)
        #expect(
            found.map(\.module) == [
                "Foundation", "IvkoData", "IvkoModel", "Logging", "GRDB", "NIOCore", "Networking", "FoundationNetworking",
            ])
        #expect(found[1] == ImportDeclaration(module: "IvkoData", line: 2, column: 11))
        #expect(found[5] == ImportDeclaration(module: "NIOCore", line: 6, column: 3))
    }

    @Test("ignores comments, strings and identifiers that merely start with import")
    func ignoresLookalikes() {
        let source = #"""
            // import Hidden
            /* import Hidden
               import Hidden */
            let text = "import Hidden"
            let block = """
            import Hidden
            """
            func importer() {}
            let importance = 1
            /// import Hidden
            import Visible
            """#
        #expect(ImportScanner.imports(in: source).map(\.module) == ["Visible"])
    }

    @Test("a file that may show a module in its interface: a line with import and public or @_exported")
    func mayDeclareInterfaceImport() {
        func may(_ source: String) -> Bool { ImportScanner.mayDeclareInterfaceImport(Data(source.utf8)) }
        #expect(may("import Foundation\npublic import IvkoModel\n"))
        #expect(may("@_exported import Screens"))
        #expect(may("import Foundation\n@preconcurrency public import Logging"))
        #expect(!may("import Foundation\npackage import Networking\n\npublic struct Row {}\n"), "public and import on different lines")
        #expect(!may("public enum Empty {}"))
        #expect(!may(""))
    }

    /// The prefilter skips no file that declares an interface import: checked over every Swift file of
    /// this repository (the libraries, the examples, the tests).
    @Test("no file of this repository with an interface import is skipped by the prefilter")
    func prefilterAgreesWithTheScanner() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let walk = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var files: [URL] = []
        while let file = walk.nextObject() as? URL {
            // Build folders (.build, .build-tsan) and Git's hold no source of this repository.
            if file.lastPathComponent.hasPrefix(".build") || file.lastPathComponent == ".git" {
                walk.skipDescendants()
            } else if file.pathExtension == "swift" {
                files.append(file)
            }
        }
        var interfaceFiles = 0
        for file in files {
            let data = try Data(contentsOf: file)
            let shows = ImportScanner.imports(in: String(decoding: data, as: UTF8.self)).contains { $0.reach == .interface }
            if shows { interfaceFiles += 1 }
            #expect(!shows || ImportScanner.mayDeclareInterfaceImport(data), "skipped: \(file.path)")
        }
        #expect(files.count > 500 && interfaceFiles > 50, "read \(files.count) files, \(interfaceFiles) with an interface import")
    }

    @Test("each import carries the clauses of the #if branches around it, #elseif and #else written out whole")
    func conditionalClauses() {
        let source = """
            import Plain
            #if AsyncHTTPClient // a trait
            import NIOCore
            #if DEBUG
            import Debugging
            #endif
            #elseif os(Linux)
            import Glibc
            #else
            import Stub
            #endif
            """
        let found = ImportScanner.imports(in: source)
        #expect(found.map(\.module) == ["Plain", "NIOCore", "Debugging", "Glibc", "Stub"])
        #expect(
            found.map(\.clauses) == [
                [], ["AsyncHTTPClient"], ["AsyncHTTPClient", "DEBUG"], ["!(AsyncHTTPClient) && (os(Linux))"],
                ["!(AsyncHTTPClient) && !(os(Linux))"],
            ])
        // Build settings alone decide the 2nd and 3rd; a platform decides the last two, which are judged in every build.
        #expect(found.map(\.compilationCondition) == [nil, "(AsyncHTTPClient)", "(AsyncHTTPClient) && (DEBUG)", nil, nil])
    }
}

/// The rule rejects exactly the imports that reach past a target's direct dependencies.
@Suite("Direct-dependency rule")
struct DirectDependencyRuleTests {
    @Test("the middleware importing the API wrapper is a violation, with a compiler-style diagnostic")
    func middlewareReachingTheAPIWrapper() throws {
        let rule = DirectDependencyRule(target: "IvkoMiddleware", allowed: ["IvkoData", "IvkoModel", "Logging"])
        let source = "import Foundation\nimport IvkoData\nimport IvkoService\nimport Logging\n"
        let violations = rule.violations(in: source, file: "/pkg/Examples/Ivko/Middleware/CartManager.swift")
        #expect(violations.map(\.declaration.module) == ["IvkoService"])
        let message = try #require(violations.first).description
        #expect(message.hasPrefix("/pkg/Examples/Ivko/Middleware/CartManager.swift:3:1: error: IvkoMiddleware imports IvkoService"))
    }

    @Test("toolchain modules and the target's own name are always allowed")
    func toolchainModulesAllowed() {
        let rule = DirectDependencyRule(target: "Screens", allowed: [])
        let source = "import Foundation\nimport Dispatch\nimport Testing\nimport Synchronization\n"
        #expect(rule.violations(in: source, file: "x.swift").isEmpty)
    }
}

/// The rule's second half: a layer's public API shows only what its clients may import.
@Suite("Interface exposure rule")
struct InterfaceExposureTests {
    let rule = DirectDependencyRule(
        target: "IvkoData", allowed: ["IvkoService", "IvkoModel", "Logging", "GRDB"],
        layers: ["IvkoService", "IvkoModel", "IvkoData", "IvkoMiddleware"],
        dependents: ["IvkoMiddleware": ["IvkoData", "IvkoModel", "Logging"], "IvkoDataTests": ["IvkoData", "IvkoService", "IvkoModel"]]
    )

    @Test("public import of a layer a dependent may not import is a violation naming that dependent")
    func publicImportOfHiddenLayer() throws {
        let violations = rule.violations(in: "public import IvkoService\n", file: "DataManager.swift")
        let violation = try #require(violations.first)
        #expect(violation.kind == .exposedTo(dependents: ["IvkoMiddleware"]))
        #expect(violation.description.contains("IvkoData makes IvkoService part of its interface"))
    }

    @Test("@_exported counts as interface; internal and package imports do not")
    func reachOfEachForm() {
        #expect(rule.violations(in: "@_exported import IvkoService\n", file: "a.swift").count == 1)
        #expect(rule.violations(in: "import IvkoService\ninternal import IvkoService\n", file: "a.swift").isEmpty)
        #expect(rule.violations(in: "package import IvkoService\n", file: "a.swift").isEmpty)
        #expect(ImportScanner.imports(in: "package import IvkoService").first?.reach == .package)
    }

    @Test("public imports of layers every dependent sees, and of outside libraries, are fine")
    func sharedLayersAndLibraries() {
        #expect(rule.violations(in: "public import IvkoModel\npublic import GRDB\npublic import Foundation\n", file: "a.swift").isEmpty)
    }
}

/// A module a dependency shows in its interface may be imported without being listed; a listed
/// dependency nothing imports is reported.
@Suite("What a dependency's interface shows, and dependencies nothing uses")
struct InterfaceReachTests {
    /// The shop's top: IvkoComposition shows IvkoApp, which shows IvkoScreens and the view layer;
    /// IvkoMiddleware keeps IvkoData a `package import`.
    static let interfaces: [String: Set<String>] = [
        "IvkoComposition": ["IvkoApp", "IvkoMiddleware", "Foundation"],
        "IvkoApp": ["IvkoScreens", "IvkoMiddleware", "Screens", "Coordinators"],
        "IvkoScreens": ["Screens", "IvkoModel"],
        "IvkoMiddleware": ["IvkoModel"],
        "IvkoData": ["IvkoModel"],
    ]
    static let layers: Set<String> = [
        "IvkoComposition", "IvkoApp", "IvkoScreens", "IvkoMiddleware", "IvkoData", "IvkoModel", "IvkoTerminal",
    ]

    static func rule(_ target: String, listing names: [String], dependents: [String: Set<String>] = [:]) -> DirectDependencyRule {
        DirectDependencyRule(
            target: target, dependencies: names.map { .init(name: $0, modules: [$0]) }, layers: layers, interfaces: interfaces,
            dependents: dependents
        )
    }

    @Test("what a listed dependency shows, and what that shows in turn, may be imported")
    func shownModulesAreAllowed() {
        let terminal = Self.rule("IvkoTerminal", listing: ["IvkoComposition", "TerminalUI"])
        let source = "import IvkoComposition\nimport IvkoApp\nimport IvkoScreens\nimport Screens\nimport IvkoModel\nimport TerminalUI\n"
        #expect(terminal.violations(in: source, file: "a.swift").isEmpty)
        #expect(terminal.allowed.isSuperset(of: ["IvkoApp", "IvkoScreens", "Screens", "Coordinators", "IvkoModel"]))
    }

    @Test("a package import shows nothing: the coordinators cannot reach the data layer through the managers")
    func packageImportsAreNotShown() {
        let app = Self.rule("IvkoApp", listing: ["IvkoMiddleware", "IvkoScreens"])
        let violations = app.violations(in: "import IvkoData\n", file: "a.swift")
        #expect(violations.map(\.kind) == [.notADirectDependency])
    }

    @Test("a listed dependency nothing imports is reported, one a dependency shows is not needed")
    func unusedDependencies() {
        let screens = Self.rule("IvkoScreens", listing: ["Screens", "Coordinators", "Signals", "IvkoModel"])
        let imported: Set<String> = ["Screens", "Coordinators", "IvkoModel"]
        #expect(screens.unusedDependencies(imported: imported).map(\.name) == ["Signals"])
        let composition = Self.rule("IvkoComposition", listing: ["IvkoApp", "Screens", "IvkoData"])
        #expect(composition.unusedDependencies(imported: ["IvkoApp", "IvkoData"]).map(\.name) == ["Screens"])
        let message = composition.unusedMessage(.init(name: "Screens", modules: ["Screens"]), manifest: "/pkg/Package.swift")
        #expect(message.hasPrefix("/pkg/Package.swift:1:1: error: IvkoComposition lists Screens in its dependencies"))
    }

    @Test("a layer a dependency's interface shows stays listed when nothing else shows it; an executable is never unused")
    func neededToSeeAnInterface() {
        let fuzz = Self.rule("IvkoFuzzTargets", listing: ["IvkoApp", "IvkoMiddleware", "IvkoData"])
        #expect(fuzz.unusedDependencies(imported: ["IvkoApp", "IvkoData"]).isEmpty, "IvkoApp shows IvkoMiddleware")
        let tests = DirectDependencyRule(
            target: "IvkoTerminalTests", dependencies: [.init(name: "ivko", modules: ["ivko"], isImportable: false)], layers: [])
        #expect(tests.unusedDependencies(imported: []).isEmpty)
    }

    @Test("a layer made public is fine when each dependent sees it through another dependency")
    func exposureSeenElsewhere() {
        let app = Self.rule("IvkoApp", listing: ["IvkoMiddleware"], dependents: ["IvkoTerminal": ["IvkoApp", "IvkoComposition"]])
        #expect(app.violations(in: "public import IvkoMiddleware\n", file: "a.swift").isEmpty)
        let fuzz = Self.rule("IvkoApp", listing: ["IvkoMiddleware"], dependents: ["IvkoFuzzTargets": ["IvkoApp", "IvkoData"]])
        #expect(
            fuzz.violations(in: "public import IvkoMiddleware\n", file: "a.swift").map(\.kind) == [
                .exposedTo(dependents: ["IvkoFuzzTargets"])
            ])
    }

    @Test("an import only a package trait compiles fails the build when it is compiled, not when it is left out")
    func importUnderATrait() throws {
        // With the trait off, SwiftPM leaves the trait's dependencies out of the target's list.
        let transport = DirectDependencyRule(target: "NetworkingAsyncHTTPClient", allowed: ["Networking"])
        let source =
            "#if AsyncHTTPClient\npublic import AsyncHTTPClient\nimport Networking\n#endif\n"
            + "#if canImport(UIKit)\nimport IvkoData\n#endif\n"
        let violations = transport.violations(in: source, file: "/pkg/T.swift")
        #expect(violations.map(\.declaration.module) == ["AsyncHTTPClient", "IvkoData"])
        let check = try #require(violations[0].compiledCheck)
        #expect(check.hasPrefix("#if (AsyncHTTPClient)\n#error(\"/pkg/T.swift:2:8: NetworkingAsyncHTTPClient imports AsyncHTTPClient, "))
        #expect(check.hasSuffix("\")\n#endif\n"))
        // A platform's import is judged at once, in every build.
        #expect(violations[1].compiledCheck == nil)
    }

    @Test("the manifest reads back what the plugin writes, and refuses a line it does not know")
    func manifest() throws {
        let text =
            "target\tIvkoApp\t/pkg/Package.swift\nlayer\tIvkoApp\ndependency\tScreens\tScreens\t1\n"
            + "dependency\tivko\tivko\t0\ndependent\tIvkoTerminal\tIvkoApp\nsource\tScreens\t/s/View.swift\n"
        let manifest = try RuleManifest(parsing: text)
        #expect(manifest.target == "IvkoApp" && manifest.packageManifest == "/pkg/Package.swift")
        #expect(manifest.dependencies.map(\.isImportable) == [true, false])
        #expect(manifest.dependents == ["IvkoTerminal": ["IvkoApp"]])
        #expect(manifest.sources == ["Screens": ["/s/View.swift"]])
        #expect(throws: RuleManifest.UnreadableLine(line: "allow\tX")) { try RuleManifest(parsing: "allow\tX\n") }
    }
}
