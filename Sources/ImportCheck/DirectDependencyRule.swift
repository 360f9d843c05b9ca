/// The layer rule as a build check, in three parts:
///
/// - a target may import only the modules it uses by design: its direct dependencies (its own target
///   dependencies and the modules of the products it names), and what those make part of their
///   interface with a `public import` (a module whose public API shows another module's types hands
///   them to its clients, so they may name them), plus the toolchain's. Swift itself lets a target
///   import any module in its dependency closure, so without this check the middleware could
///   `import IvkoService` through IvkoData (which keeps it a `package import`) and the layer diagram
///   would be a convention;
/// - a target may make one of its package's own modules (a layer) part of its interface
///   (`public import`) only if every target that depends on it could see that module without it:
///   one of that target's dependencies, or made part of another's interface. Otherwise the target's
///   public API would hand its clients the types, and with them the members, of a layer they must
///   not see (IvkoData exposing the API wrapper to the middleware);
/// - a target lists only what it uses: a dependency nothing in the target imports is reported,
///   unless the target needs it listed for the second part (a dependency's interface shows it, and
///   nothing else lets the target see it).
///
/// A build-tool plugin runs this rule on every target before it compiles.
public struct DirectDependencyRule: Sendable {
    /// One dependency as a target lists it: a target, or a product with its modules.
    public struct Dependency: Hashable, Sendable {
        /// The name it is listed under.
        public let name: String
        /// The modules it brings.
        public let modules: Set<String>
        /// Whether a source can import it (an executable cannot: it is listed to be built).
        public let isImportable: Bool

        /// A dependency `name` bringing `modules`.
        public init(name: String, modules: Set<String>, isImportable: Bool = true) {
            self.name = name
            self.modules = modules
            self.isImportable = isImportable
        }
    }

    /// The target being checked, for messages.
    public let target: String
    /// The target's dependencies as listed.
    public let dependencies: [Dependency]
    /// The package's own modules: the layers whose exposure through a public API is checked.
    /// (A library's adapter may show its library's types; that is between it and its clients.)
    public let layers: Set<String>
    /// For every module the check must know, the modules its sources import with `public import`.
    public let interfaces: [String: Set<String>]
    /// The targets that depend on this one, each with the modules it lists.
    public let dependents: [String: Set<String>]

    /// Modules that come with the toolchain or the operating system: always importable.
    public static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation",
        "Distributed", "Cxx", "CxxStdlib",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch",
        "Glibc", "Musl", "Bionic", "Android", "Darwin", "WinSDK", "ucrt", "WASILibc", "os",
        // Apple's system frameworks a library uses behind `canImport` (Networking's pinning in URLSession).
        "Security", "CryptoKit",
        "Testing", "XCTest", "PackagePlugin",
    ]

    /// A rule for `target` of a package made of `layers`: the target lists `dependencies`, each module
    /// it may reach makes `interfaces` public, and `dependents` list what they list.
    public init(
        target: String, dependencies: [Dependency], layers: Set<String> = [], interfaces: [String: Set<String>] = [:],
        dependents: [String: Set<String>] = [:]
    ) {
        self.target = target
        self.dependencies = dependencies
        self.layers = layers
        self.interfaces = interfaces
        self.dependents = dependents
    }

    /// A rule for a target whose dependencies are single modules (`allowed`), none showing another.
    public init(target: String, allowed: Set<String>, layers: Set<String> = [], dependents: [String: Set<String>] = [:]) {
        self.init(
            target: target, dependencies: allowed.sorted().map { Dependency(name: $0, modules: [$0]) }, layers: layers,
            dependents: dependents
        )
    }

    /// The modules the target may import: what it lists and what those show in their interfaces.
    public var allowed: Set<String> {
        reach(of: Set(dependencies.flatMap(\.modules)))
    }

    /// `modules` and every module their interfaces show, and theirs in turn, never through `avoided`
    /// (what a module shows only by way of `avoided` is not reached).
    public func reach(of modules: Set<String>, avoiding avoided: String? = nil) -> Set<String> {
        var reached = modules.subtracting([avoided].compactMap(\.self))
        var pending = Array(reached)
        while let module = pending.popLast() {
            for shown in interfaces[module] ?? [] where shown != avoided && reached.insert(shown).inserted {
                pending.append(shown)
            }
        }
        return reached
    }

    /// The imports of `source` (the text of `file`) that the rule rejects.
    public func violations(in source: String, file: String) -> [Violation] {
        let allowed = allowed
        return ImportScanner.imports(in: source).compactMap { declaration in
            let module = declaration.module
            if Self.toolchainModules.contains(module) || module == target { return nil }
            guard allowed.contains(module) else {
                return Violation(file: file, declaration: declaration, target: target, kind: .notADirectDependency)
            }
            guard declaration.reach == .interface, layers.contains(module) else { return nil }
            let blind = dependents.filter { !canSee(module, listing: $0.value) }.keys.sorted()
            guard blind.isEmpty else {
                return Violation(file: file, declaration: declaration, target: target, kind: .exposedTo(dependents: blind))
            }
            return nil
        }
    }

    /// Whether a dependent listing `listed` sees `module` without this target's interface.
    private func canSee(_ module: String, listing listed: Set<String>) -> Bool {
        listed.contains(module) || reach(of: listed, avoiding: target).contains(module)
    }

    /// The listed dependencies that no source of the target imports (`imported`: the modules its
    /// files import), but for those it needs listed to see what a dependency's interface shows.
    public func unusedDependencies(imported: Set<String>) -> [Dependency] {
        dependencies.filter { dependency in
            guard dependency.isImportable, dependency.modules.isDisjoint(with: imported) else { return false }
            return !isNeededToSeeAnInterface(dependency)
        }
    }

    /// Whether a layer `dependency` brings is shown by another dependency's interface and seen
    /// through nothing else: then the exposure rule wants it listed.
    private func isNeededToSeeAnInterface(_ dependency: Dependency) -> Bool {
        let others = dependencies.filter { $0 != dependency }
        return dependency.modules.contains { module in
            guard layers.contains(module) else { return false }
            let rest = Set(others.flatMap(\.modules))
            return rest.contains { shower in
                interfaces[shower]?.contains(module) == true && !reach(of: rest, avoiding: shower).contains(module)
            }
        }
    }

    /// One import the rule rejects.
    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// Which part of the rule an import breaks.
        public enum Kind: Hashable, Sendable {
            /// The module is neither a direct dependency of the importing target nor shown by one.
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
            "\(file):\(declaration.line):\(declaration.column): error: \(message)"
        }

        /// What is wrong, without the location.
        public var message: String {
            switch kind {
            case .notADirectDependency:
                return "\(target) imports \(declaration.module), which is not one of its direct "
                    + "dependencies (the layer rule: a layer imports only its neighbours; add it to the target's "
                    + "dependencies in Package.swift only if that is the design)"
            case .exposedTo(let dependents):
                return "\(target) makes \(declaration.module) part of its interface (public import), "
                    + "but \(dependents.joined(separator: ", ")) may not import \(declaration.module) (the layer "
                    + "rule: a layer's public API shows only what its clients may see; make the import internal)"
            }
        }

        /// For an import that only build settings compile (inside `#if TRAIT`, say), the check the target
        /// compiles instead of failing the build at once: an `#error` under the same condition, so the
        /// build fails exactly when the import is compiled. A package trait that is off leaves its
        /// dependencies out of the target's list, and the imports it guards out of the build; with it on,
        /// they are listed and checked as any other. `nil` for an import every build compiles, or that
        /// a platform decides (`os(...)`, `canImport(...)`): that one fails the build at once.
        public var compiledCheck: String? {
            guard let condition = declaration.compilationCondition else { return nil }
            let location = "\(file):\(declaration.line):\(declaration.column)"
            let text = "\(location): \(message)".flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] }
            return "#if \(condition)\n#error(\"\(String(text))\")\n#endif\n"
        }
    }

    /// The diagnostic for a dependency `manifest` (a `Package.swift`) lists that nothing imports.
    public func unusedMessage(_ dependency: Dependency, manifest: String) -> String {
        "\(manifest):1:1: error: \(target) lists \(dependency.name) in its dependencies, but none of its files imports "
            + "\(dependency.modules.sorted().joined(separator: " or ")) (the layer rule: a target lists only what it uses; "
            + "remove it, or import what the design needs from it)"
    }
}
