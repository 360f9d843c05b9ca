import Foundation
import ImportCheck

/// The layer-rule checker the LayerRulePlugin runs before each target compiles.
///
/// Usage: `import-check MANIFEST OUTPUT -- FILE...`, where FILE are the target's sources and MANIFEST
/// is the plugin's description of the target (`RuleManifest`).
///
/// Prints one compiler-style error per import that breaks `DirectDependencyRule` and per listed
/// dependency nothing imports, and exits 1; otherwise writes OUTPUT (a Swift file the target compiles, so
/// the build runs this check before the target) and exits 0. An import that only build settings compile
/// (`#if TRAIT`) and that breaks the rule is not printed: OUTPUT holds an `#error` under the same
/// condition, so the build fails exactly when that import is compiled (see `Violation.compiledCheck`).
@main
enum ImportCheckCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 3, arguments[2] == "--" else {
            fail("usage: import-check MANIFEST OUTPUT -- FILE...")
        }
        let manifestPath = arguments[0]
        let output = arguments[1]
        let files = arguments.dropFirst(3)
        guard let manifestData = FileManager.default.contents(atPath: manifestPath) else {
            fail("\(manifestPath): error: import-check could not read its manifest")
        }
        let manifest: RuleManifest
        do {
            manifest = try RuleManifest(parsing: String(decoding: manifestData, as: UTF8.self))
        } catch {
            fail("\(manifestPath): error: \(error)")
        }
        var interfaces: [String: Set<String>] = [:]
        for (module, paths) in manifest.sources {
            var shown: Set<String> = []
            // Only the imports a dependency shows in its interface count here: a file with no line that
            // could declare one is not lexed.
            for path in paths {
                let data = contents(of: path)
                guard ImportScanner.mayDeclareInterfaceImport(data) else { continue }
                for declaration in ImportScanner.imports(in: String(decoding: data, as: UTF8.self)) where declaration.reach == .interface {
                    shown.insert(declaration.module)
                }
            }
            interfaces[module] = shown
        }
        let rule = DirectDependencyRule(
            target: manifest.target, dependencies: manifest.dependencies, layers: manifest.layers, interfaces: interfaces,
            dependents: manifest.dependents
        )

        var problems: [String] = []
        var compiledChecks: [String] = []
        var imported: Set<String> = []
        for file in files {
            let source = read(file)
            imported.formUnion(ImportScanner.imports(in: source).map(\.module))
            for violation in rule.violations(in: source, file: file) {
                if let check = violation.compiledCheck {
                    compiledChecks.append(check)
                } else {
                    problems.append(violation.description)
                }
            }
        }
        problems += rule.unusedDependencies(imported: imported).map { rule.unusedMessage($0, manifest: manifest.packageManifest) }
        guard problems.isEmpty else {
            for problem in problems { printError(problem) }
            exit(1)
        }
        let header =
            compiledChecks.isEmpty
            ? "// \(manifest.target): every import is a direct dependency (checked by import-check).\n"
            : "// \(manifest.target): every import compiled in every build is a direct dependency; the imports "
                + "below are compiled only under a build setting (a package trait that is off), and fail the build "
                + "if it is on (checked by import-check).\n"
        let stamp = Data((header + compiledChecks.joined()).utf8)
        // Left untouched when unchanged, so a re-run of the check does not make the target recompile.
        if FileManager.default.contents(atPath: output) == stamp { return }
        guard FileManager.default.createFile(atPath: output, contents: stamp) else {
            fail("\(output): error: import-check could not write its output")
        }
    }

    static func read(_ file: String) -> String {
        String(decoding: contents(of: file), as: UTF8.self)
    }

    static func contents(of file: String) -> Data {
        guard let data = FileManager.default.contents(atPath: file) else {
            fail("\(file): error: import-check could not read this file")
        }
        return data
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func fail(_ message: String) -> Never {
        printError(message)
        exit(2)
    }
}
