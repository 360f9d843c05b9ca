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

    /// Records an import found at `line`, `column`.
    public init(module: String, reach: Reach = .implementation, line: Int, column: Int) {
        self.module = module
        self.reach = reach
        self.line = line
        self.column = column
    }
}
