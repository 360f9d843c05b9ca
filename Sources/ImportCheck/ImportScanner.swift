/// Finds the `import` declarations of a Swift source file, so the layer rule can be checked without
/// compiling it.
///
/// Swift allows imports only at file scope, each starting a declaration, optionally after attributes
/// (`@testable`, `@preconcurrency`, `@_exported`), an access level (`public`, `package`, `internal`,
/// `fileprivate`, `private`) and a kind (`import struct Foo.Bar`). Comments and string literals are
/// skipped, so `// import Foo` or a multi-line string that mentions an import is never taken for one.
/// Imports inside `#if` blocks are found whichever branch they are in: a conditional import of a module
/// the target does not depend on is still a reach past the layer's neighbours. Each import carries the
/// clauses of the `#if` blocks around it (``ImportDeclaration/clauses``), so the rule can tell an import
/// that only a build setting turns on (a package trait, `DEBUG`) from one that a platform does.
public enum ImportScanner {
    /// The import declarations in `source`, in file order.
    public static func imports(in source: String) -> [ImportDeclaration] {
        var found: [ImportDeclaration] = []
        var lexer = LineLexer()
        var blocks = ConditionalBlocks()
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = lexer.code(of: line)
            if blocks.read(code) { continue }
            if let declaration = declaration(in: code, line: index + 1, clauses: blocks.clauses) {
                found.append(declaration)
            }
        }
        return found
    }

    private static let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
    private static let kinds: Set<Substring> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// The import declared on one line of code (comments and strings already blanked), if any, compiled
    /// under `clauses`.
    private static func declaration(in code: [Character], line: Int, clauses: [String]) -> ImportDeclaration? {
        var words = Words(code)
        var reach = ImportDeclaration.Reach.implementation
        guard var word = words.next() else { return nil }
        while word.text.first == "@" {
            if word.text == "@_exported" { reach = .interface }
            words.skipAttributeArguments()
            guard let following = words.next() else { return nil }
            word = following
        }
        if modifiers.contains(word.text) {
            if word.text == "public" { reach = .interface }
            if word.text == "package", reach != .interface { reach = .package }
            guard let following = words.next() else { return nil }
            word = following
        }
        guard word.text == "import" else { return nil }
        let keyword = word
        guard var module = words.next() else { return nil }
        if kinds.contains(module.text) {
            guard let following = words.next() else { return nil }
            module = following
        }
        let name = module.text.prefix { $0 != "." }
        guard let first = name.first, first == "_" || first.isLetter else { return nil }
        return ImportDeclaration(module: String(name), reach: reach, line: line, column: keyword.column, clauses: clauses)
    }
}

/// The `#if` blocks open at a line: for each, the condition under which the branch being read is
/// compiled. `#elseif` and `#else` branches are written out whole (`!(A) && (B)`), so each clause
/// stands alone.
private struct ConditionalBlocks {
    /// One open `#if` block: the conditions its directives wrote so far, and the whole condition of
    /// the branch being read.
    private struct Block {
        var written: [String]
        var current: String
    }

    private var open: [Block] = []

    /// The clauses the current line is compiled under, outermost first.
    var clauses: [String] { open.map(\.current) }

    /// Reads a line of code: a compiler directive opens, switches or closes a block and returns
    /// `true`; any other line returns `false`.
    mutating func read(_ code: [Character]) -> Bool {
        let line = String(code).trimmingWhitespace()
        guard line.hasPrefix("#") else { return false }
        let (directive, rest) = Self.split(line)
        switch directive {
        case "#if":
            open.append(Block(written: [rest], current: rest))
        case "#elseif":
            guard var block = open.popLast() else { return true }
            block.current = (block.written.map { "!(\($0))" } + ["(\(rest))"]).joined(separator: " && ")
            block.written.append(rest)
            open.append(block)
        case "#else":
            guard var block = open.popLast() else { return true }
            block.current = block.written.map { "!(\($0))" }.joined(separator: " && ")
            open.append(block)
        case "#endif":
            _ = open.popLast()
        default:
            return false
        }
        return true
    }

    /// A directive line as its directive (`#if`) and the rest (its condition), trimmed.
    private static func split(_ line: String) -> (String, String) {
        guard let end = line.firstIndex(where: { $0.isWhitespace || $0 == "(" || $0 == "!" }) else { return (line, "") }
        return (String(line[..<end]), String(line[end...]).trimmingWhitespace())
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// Blanks comments and string literals out of source lines, carrying block comments and multi-line
/// strings over from one line to the next. Raw strings (`#"…"#`, `#"""…"""#`) end only at a quote
/// followed by as many `#` as opened them.
private struct LineLexer {
    private enum State {
        case code
        case blockComment(depth: Int)
        case string(hashes: Int)
        case multilineString(hashes: Int)
    }

    private var state = State.code

    /// `line` with every character inside a comment or string literal replaced by a space.
    mutating func code(of line: Substring) -> [Character] {
        let characters = Array(line)
        var out: [Character] = []
        var index = 0
        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func hashes(from offset: Int) -> Int {
            var count = 0
            while at(offset + count) == "#" { count += 1 }
            return count
        }
        func blank(_ count: Int) {
            out.append(contentsOf: repeatElement(" ", count: count))
            index += count
        }
        if case .string = state { state = .code }
        while index < characters.count {
            let character = characters[index]
            switch state {
            case .blockComment(let depth):
                if character == "*", at(1) == "/" {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    blank(2)
                } else if character == "/", at(1) == "*" {
                    state = .blockComment(depth: depth + 1)
                    blank(2)
                } else {
                    blank(1)
                }
            case .multilineString(let count):
                if character == "\\", count == 0 {
                    blank(2)
                } else if character == "\"", at(1) == "\"", at(2) == "\"", hashes(from: 3) >= count {
                    state = .code
                    blank(3 + count)
                } else {
                    blank(1)
                }
            case .string(let count):
                if character == "\\", count == 0 {
                    blank(2)
                } else if character == "\"", hashes(from: 1) >= count {
                    state = .code
                    blank(1 + count)
                } else {
                    blank(1)
                }
            case .code:
                let opening = hashes(from: 0)
                if character == "/", at(1) == "/" {
                    return out
                } else if character == "/", at(1) == "*" {
                    state = .blockComment(depth: 1)
                    blank(2)
                } else if at(opening) == "\"", at(opening + 1) == "\"", at(opening + 2) == "\"" {
                    state = .multilineString(hashes: opening)
                    blank(opening + 3)
                } else if at(opening) == "\"" {
                    state = .string(hashes: opening)
                    blank(opening + 1)
                } else {
                    out.append(character)
                    index += 1
                }
            }
        }
        return out
    }
}

/// The words of one line of code: runs of identifier characters, dots and `@`, with their columns.
private struct Words {
    struct Word {
        let text: Substring
        let column: Int
    }

    private let text: String
    private let characters: [Character]
    private var index = 0

    init(_ characters: [Character]) {
        self.characters = characters
        self.text = String(characters)
    }

    mutating func next() -> Word? {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        guard index < characters.count else { return nil }
        let start = index
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        if index == start { return nil }
        let lower = text.index(text.startIndex, offsetBy: start)
        let upper = text.index(text.startIndex, offsetBy: index)
        return Word(text: text[lower..<upper], column: start + 1)
    }

    /// Skips a parenthesised attribute argument list such as `(unsafe)`.
    mutating func skipAttributeArguments() {
        var probe = index
        while probe < characters.count, characters[probe].isWhitespace { probe += 1 }
        guard probe < characters.count, characters[probe] == "(" else { return }
        var depth = 0
        while probe < characters.count {
            if characters[probe] == "(" { depth += 1 }
            if characters[probe] == ")" {
                depth -= 1
                if depth == 0 { probe += 1; break }
            }
            probe += 1
        }
        index = probe
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == "@"
    }
}
