import PackagePlugin

/// Applies the layer rule to a target at build time: before the target compiles, `import-check`
/// reads its sources and fails the build on any import of a module that is not a direct dependency
/// of the target (Swift alone accepts any module in the dependency closure), and on any
/// `public import` of one of the package's modules that a target depending on this one may not import.
@main
struct LayerRulePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        var arguments = [module.moduleName, "", "--allow", Self.directModules(of: module).sorted().joined(separator: ",")]
        let packageModules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        arguments += ["--layers", packageModules.map(\.moduleName).sorted().joined(separator: ",")]
        for dependent in packageModules where Self.dependsDirectly(dependent, on: module) {
            arguments += ["--dependent", "\(dependent.moduleName)=" + Self.directModules(of: dependent).sorted().joined(separator: ",")]
        }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "\(module.moduleName)+LayerRule.swift")
        arguments[1] = output.path()
        return [
            .buildCommand(
                displayName: "Checking the layer rule for \(module.name)",
                executable: try context.tool(named: "import-check").url,
                arguments: arguments + ["--"] + sources.map { $0.path() },
                inputFiles: sources,
                outputFiles: [output]
            )
        ]
    }

    /// The modules `target` may import: its target dependencies and the modules of its products.
    static func directModules(of target: SwiftSourceModuleTarget) -> Set<String> {
        var modules: Set<String> = []
        for dependency in target.dependencies {
            switch dependency {
            case .target(let dependency):
                modules.insert(moduleName(of: dependency))
            case .product(let product):
                for target in product.targets { modules.insert(moduleName(of: target)) }
            @unknown default:
                break
            }
        }
        return modules
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
