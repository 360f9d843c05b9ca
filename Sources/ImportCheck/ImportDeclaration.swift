/// One `import` declaration found in a Swift source file: the module it names, whether it is part
/// of the file's module interface, and where it is, so a violation can be reported at the line a
/// developer has to change.
public struct ImportDeclaration: Hashable, Sendable {
    /// How far an import reaches: whether the module's types may appear in the importing module's
    /// public API, and so be handed on to that module's own clients.
    public enum Reach: Hashable, Sendable {
        /// `public import` or `@_exported import`: part of the module's interface.
        case interface
        /// `package import`: visible to the other modules of the package (for composition-root wiring).
        case package
        /// A plain, `internal`, `fileprivate` or `private` import: the module's business alone
        /// (with InternalImportsByDefault, a plain import is internal).
        case implementation
    }

    /// The imported module (the first component of `import Foo.Bar` or `import struct Foo.Bar`).
    public let module: String
    /// Whether the import is part of the module's interface.
    public let reach: Reach
    /// The 1-based line of the `import` keyword.
    public let line: Int
    /// The 1-based column of the `import` keyword.
    public let column: Int
    /// The conditions of the `#if` blocks the import is in, outermost first, each the whole condition of
    /// its branch (an `#else` branch's is `!(A)`); empty when it is compiled in every build.
    public let clauses: [String]

    /// Records an import found at `line`, `column`, inside `#if` branches compiled under `clauses`.
    public init(module: String, reach: Reach = .implementation, line: Int, column: Int, clauses: [String] = []) {
        self.module = module
        self.reach = reach
        self.line = line
        self.column = column
        self.clauses = clauses
    }

    /// The condition under which the import is compiled, when build settings alone decide it: every
    /// clause around it names only compilation conditions (a package trait, `DEBUG`, a `-D` flag) with
    /// `!`, `&&`, `||` and parentheses. `nil` for an import compiled in every build, and for one a
    /// platform, the compiler or a module's presence decides (`os(Linux)`, `canImport(UIKit)`): the
    /// layer rule judges those in every build, since no build here sees every platform.
    public var compilationCondition: String? {
        guard !clauses.isEmpty, clauses.allSatisfy(Self.namesOnlyBuildSettings) else { return nil }
        return clauses.map { "(\($0))" }.joined(separator: " && ")
    }

    /// Whether `condition` is made of compilation-condition names and operators only (no `name(...)`).
    private static func namesOnlyBuildSettings(_ condition: String) -> Bool {
        var previous: Character = " "
        for character in condition {
            if character == "(", previous.isLetter || previous.isNumber || previous == "_" { return false }
            guard character.isLetter || character.isNumber || "_!&|() ".contains(character) else { return false }
            if !character.isWhitespace { previous = character }
        }
        return true
    }
}
