import Foundation
import ImportCheck

/// The layer-rule checker the package's build-tool plugin runs before each target compiles.
///
/// Usage: `import-check TARGET OUTPUT --allow A,B,C [--layers L,M] [--dependent D=X,Y ...] -- FILE...`. Prints one
/// compiler-style error per import that breaks `DirectDependencyRule` and exits 1; otherwise writes
/// OUTPUT (an empty Swift file the target compiles, so the build runs this check before the target)
/// and exits 0.
@main
enum ImportCheckCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 4, arguments[2] == "--allow", let separator = arguments.firstIndex(of: "--") else {
            fail("usage: import-check TARGET OUTPUT --allow A,B,C [--layers L,M] [--dependent D=X,Y ...] -- FILE...")
        }
        let files = arguments[(separator + 1)...]
        arguments = Array(arguments[..<separator])
        let target = arguments[0]
        let output = arguments[1]
        let allowed = modules(arguments[3])
        var layers: Set<String> = []
        var dependents: [String: Set<String>] = [:]
        var index = 4
        if index + 1 < arguments.count, arguments[index] == "--layers" {
            layers = modules(arguments[index + 1])
            index += 2
        }
        while index + 1 < arguments.count, arguments[index] == "--dependent" {
            let pair = arguments[index + 1].split(separator: Character("="), maxSplits: 1, omittingEmptySubsequences: false)
            dependents[String(pair[0])] = pair.count > 1 ? modules(pair[1]) : []
            index += 2
        }
        let rule = DirectDependencyRule(target: target, allowed: allowed, layers: layers, dependents: dependents)

        var violations: [DirectDependencyRule.Violation] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                fail("\(file): error: import-check could not read this file")
            }
            violations += rule.violations(in: String(decoding: data, as: UTF8.self), file: file)
        }
        guard violations.isEmpty else {
            for violation in violations { printError(violation.description) }
            exit(1)
        }
        let stamp = Data("// \(target): every import is a direct dependency (checked by import-check).\n".utf8)
        // Left untouched when unchanged, so a re-run of the check does not make the target recompile.
        if FileManager.default.contents(atPath: output) == stamp { return }
        guard FileManager.default.createFile(atPath: output, contents: stamp) else {
            fail("\(output): error: import-check could not write its output")
        }
    }

    static func modules(_ list: some StringProtocol) -> Set<String> {
        Set(String(list).split(separator: ",").map(String.init))
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func fail(_ message: String) -> Never {
        printError(message)
        exit(2)
    }
}
