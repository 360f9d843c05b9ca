/// The layer rule as a build check, in two parts:
///
/// - a target may import only the modules it depends on directly (its own target dependencies and
///   the modules of the products it names), plus the toolchain's. Swift itself lets a target import
///   any module in its dependency closure, so without this check the middleware could
///   `import IvkoService` through IvkoData and the layer diagram would be a convention;
/// - a target may make one of the package's own modules (a layer) part of its interface
///   (`public import`) only if every target that depends on it may import that module too. Otherwise the target's public API would hand its
///   clients the types, and with them the members, of a layer they must not see (IvkoData exposing
///   the API wrapper to the middleware).
///
/// The package's build-tool plugin runs this rule on every target before it compiles.
public struct DirectDependencyRule: Sendable {
    /// The target being checked, for messages.
    public let target: String
    /// The modules the target may import besides the toolchain's.
    public let allowed: Set<String>
    /// The package's own modules: the layers whose exposure through a public API is checked.
    /// (A library's adapter may show its library's types; that is between it and its clients.)
    public let layers: Set<String>
    /// The targets that depend on this one, each with the modules it may import.
    public let dependents: [String: Set<String>]

    /// Modules that come with the toolchain or the operating system: always importable.
    public static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation",
        "Distributed", "Cxx", "CxxStdlib",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch",
        "Glibc", "Musl", "Bionic", "Android", "Darwin", "WinSDK", "ucrt", "WASILibc", "os",
        "Testing", "XCTest", "PackagePlugin",
    ]

    /// A rule for `target` of a package made of `layers`; the target depends directly on `allowed`
    /// and is depended on by `dependents`.
    public init(target: String, allowed: Set<String>, layers: Set<String> = [], dependents: [String: Set<String>] = [:]) {
        self.target = target
        self.allowed = allowed
        self.layers = layers
        self.dependents = dependents
    }

    /// One import the rule rejects.
    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// Which part of the rule an import breaks.
        public enum Kind: Hashable, Sendable {
            /// The module is not a direct dependency of the importing target.
            case notADirectDependency
            /// The module is part of the target's interface, but these dependents may not import it.
            case exposedTo(dependents: [String])
        }

        /// The file that holds the import.
        public let file: String
        /// The offending declaration.
        public let declaration: ImportDeclaration
        /// The target whose rule it breaks.
        public let target: String
        /// What is wrong with it.
        public let kind: Kind

        /// The violation as a compiler diagnostic (`file:line:col: error: …`), so build logs and
        /// editors point at the line.
        public var description: String {
            let location = "\(file):\(declaration.line):\(declaration.column): error: "
            switch kind {
            case .notADirectDependency:
                return location + "\(target) imports \(declaration.module), which is not one of its direct "
                    + "dependencies (the layer rule: a layer imports only its neighbours; add it to the target's "
                    + "dependencies in Package.swift only if that is the design)"
            case .exposedTo(let dependents):
                return location + "\(target) makes \(declaration.module) part of its interface (public import), "
                    + "but \(dependents.joined(separator: ", ")) may not import \(declaration.module) (the layer "
                    + "rule: a layer's public API shows only what its clients may see; make the import internal)"
            }
        }
    }

    /// The imports of `source` (the text of `file`) that the rule rejects.
    public func violations(in source: String, file: String) -> [Violation] {
        ImportScanner.imports(in: source).compactMap { declaration in
            let module = declaration.module
            if Self.toolchainModules.contains(module) || module == target { return nil }
            guard allowed.contains(module) else {
                return Violation(file: file, declaration: declaration, target: target, kind: .notADirectDependency)
            }
            guard declaration.reach == .interface, layers.contains(module) else { return nil }
            let blind = dependents.filter { !$0.value.contains(module) }.keys.sorted()
            guard blind.isEmpty else {
                return Violation(file: file, declaration: declaration, target: target, kind: .exposedTo(dependents: blind))
            }
            return nil
        }
    }
}
