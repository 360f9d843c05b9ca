/// What the LayerRulePlugin tells `import-check` about one target, as a text file of one
/// tab-separated record per line:
///
///     target      NAME  PACKAGE_MANIFEST_PATH
///     layer       MODULE                            a module of the target's package
///     dependency  NAME  MODULE,MODULE  IMPORTABLE   a listed dependency (IMPORTABLE: 1 or 0)
///     dependent   NAME  MODULE                      a module a target depending on this one lists
///     source      MODULE  PATH                      a source file of a module the check must know
///
/// A file (not arguments) because a target high in the graph names hundreds of source files.
public struct RuleManifest: Sendable, Equatable {
    /// A line the manifest cannot hold.
    public struct UnreadableLine: Error, Equatable, CustomStringConvertible {
        /// The line, as it was.
        public let line: String

        /// The error for `line`.
        public init(line: String) {
            self.line = line
        }

        /// Why the check stopped.
        public var description: String { "import-check cannot read this manifest line: \(line)" }
    }

    /// The target checked.
    public var target = ""
    /// The path of the package manifest that lists its dependencies, for diagnostics about them.
    public var packageManifest = "Package.swift"
    /// The modules of the target's package.
    public var layers: Set<String> = []
    /// The target's dependencies, in the order listed.
    public var dependencies: [DirectDependencyRule.Dependency] = []
    /// The targets depending on this one, each with the modules it lists.
    public var dependents: [String: Set<String>] = [:]
    /// The source files of each module the check must know (the modules the target and its dependents reach).
    public var sources: [String: [String]] = [:]

    /// An empty manifest.
    public init() {}

    /// Reads `text`, the file the plugin wrote.
    /// - Throws: `UnreadableLine` for a record of an unknown kind or with the wrong number of fields.
    public init(parsing text: String) throws(UnreadableLine) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("target", 3):
                target = fields[1]
                packageManifest = fields[2]
            case ("layer", 2):
                layers.insert(fields[1])
            case ("dependency", 4):
                let modules = Set(fields[2].split(separator: ",").map(String.init))
                dependencies.append(.init(name: fields[1], modules: modules, isImportable: fields[3] == "1"))
            case ("dependent", 3):
                dependents[fields[1], default: []].insert(fields[2])
            case ("source", 3):
                sources[fields[1], default: []].append(fields[2])
            default:
                throw UnreadableLine(line: String(line))
            }
        }
    }
}
