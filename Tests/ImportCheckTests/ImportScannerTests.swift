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
        let violations = rule.violations(in: "public import IvkoService\n", file: "ShopDataSource.swift")
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
