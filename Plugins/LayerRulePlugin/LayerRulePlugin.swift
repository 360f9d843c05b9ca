import Foundation
import PackagePlugin

/// Applies the layer rule to a target at build time: before the target compiles, `import-check`
/// reads its sources and fails the build on any import of a module that is neither a direct
/// dependency of the target nor shown by one's interface (Swift alone accepts any module in the
/// dependency closure), on any `public import` of one of the package's modules that a target
/// depending on this one could not otherwise see, and on a listed dependency nothing imports.
///
/// It describes the target to `import-check` in a manifest file (see `RuleManifest`): what the target
/// lists, the package's modules, what its dependents list, and the source files of every module
/// whose `public import`s the check must read.
@main
struct LayerRulePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let packageModules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        let dependents = packageModules.filter { Self.dependsDirectly($0, on: module) }

        var lines = [
            "target\t\(module.moduleName)\t\(context.package.directoryURL.appending(path: "Package.swift").path(percentEncoded: false))"
        ]
        lines += packageModules.map(\.moduleName).sorted().map { "layer\t\($0)" }
        for dependency in Self.listed(by: module) {
            let modules = dependency.modules.sorted().joined(separator: ",")
            lines.append("dependency\t\(dependency.name)\t\(modules)\t\(dependency.isImportable ? 1 : 0)")
        }
        for dependent in dependents {
            for listed in Self.listed(by: dependent) {
                lines += listed.modules.sorted().map { "dependent\t\(dependent.moduleName)\t\($0)" }
            }
        }
        // The check reads what each module makes public: every module the target reaches, and the
        // package's modules its dependents reach (only those can show one of the package's modules).
        var known: [String: [URL]] = [:]
        Self.collectSources(of: module, into: &known)
        let packageNames = Set(packageModules.map(\.moduleName))
        for dependent in dependents {
            var reached: [String: [URL]] = [:]
            Self.collectSources(of: dependent, into: &reached)
            for (name, files) in reached where packageNames.contains(name) { known[name] = files }
        }
        known[module.moduleName] = nil
        for (name, files) in known.sorted(by: { $0.key < $1.key }) {
            lines += files.map { "source\t\(name)\t\(Self.filePath($0))" }
        }

        let manifest = context.pluginWorkDirectoryURL.appending(path: "\(module.moduleName).layer-rule")
        let text = Data((lines.joined(separator: "\n") + "\n").utf8)
        // Written only when it changed, so an unchanged target's check is not run again.
        if FileManager.default.contents(atPath: manifest.path(percentEncoded: false)) != text {
            try text.write(to: manifest)
        }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "\(module.moduleName)+LayerRule.swift")
        return [
            .buildCommand(
                displayName: "Checking the layer rule for \(module.name)",
                executable: try context.tool(named: "import-check").url,
                arguments: [manifest.path(percentEncoded: false), output.path(percentEncoded: false), "--"] + sources.map(Self.filePath),
                inputFiles: [manifest] + sources + known.values.flatMap(\.self),
                outputFiles: [output]
            )
        ]
    }

    /// One dependency as `target` lists it: its name, the modules it brings, and whether a source
    /// can import it (an executable is listed to be built, not imported).
    struct Listed {
        let name: String
        let modules: Set<String>
        let isImportable: Bool
    }

    /// The dependencies `target` lists: its target dependencies and the products it names.
    static func listed(by target: SwiftSourceModuleTarget) -> [Listed] {
        target.dependencies.compactMap { dependency in
            switch dependency {
            case .target(let dependency):
                return Listed(name: dependency.name, modules: [moduleName(of: dependency)], isImportable: isImportable(dependency))
            case .product(let product):
                return Listed(
                    name: product.name, modules: Set(product.targets.map(moduleName(of:))),
                    isImportable: product.targets.contains(where: isImportable)
                )
            @unknown default:
                return nil
            }
        }
    }

    /// The Swift source files of every module in `target`'s dependency closure, by module name.
    static func collectSources(of target: Target, into known: inout [String: [URL]]) {
        for dependency in target.dependencies {
            let reached: [Target]
            switch dependency {
            case .target(let target): reached = [target]
            case .product(let product): reached = product.targets
            @unknown default: reached = []
            }
            for candidate in reached {
                guard let source = candidate as? SwiftSourceModuleTarget, known[source.moduleName] == nil else { continue }
                known[source.moduleName] = source.sourceFiles(withSuffix: "swift").map(\.url)
                collectSources(of: source, into: &known)
            }
        }
    }

    /// The file system path of `file`. SwiftPM hands some files of dependency checkouts over with
    /// their path percent-encoded once more (`State%20Machine`), so a path that does not exist is
    /// decoded once more.
    static func filePath(_ file: URL) -> String {
        let path = file.path(percentEncoded: false)
        if FileManager.default.fileExists(atPath: path) { return path }
        return path.removingPercentEncoding ?? path
    }

    static func isImportable(_ target: Target) -> Bool {
        guard let source = target as? SourceModuleTarget else { return true }
        return source.kind != .executable
    }

    static func dependsDirectly(_ dependent: SwiftSourceModuleTarget, on target: SwiftSourceModuleTarget) -> Bool {
        dependent.dependencies.contains { dependency in
            if case .target(let candidate) = dependency { return candidate.id == target.id }
            return false
        }
    }

    static func moduleName(of target: Target) -> String {
        (target as? SourceModuleTarget)?.moduleName ?? target.name
    }
}
