public import Foundation

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
        // Byte by byte: every character the lexer and the directives look for is ASCII, and a build
        // runs this over every source of every module a target reaches (thousands of files).
        for (index, line) in source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let code = lexer.code(of: Array(line))
            if blocks.read(code) { continue }
            guard holdsImportKeyword(code) else { continue }
            if let declaration = declaration(in: Array(String(decoding: code, as: UTF8.self)), line: index + 1, clauses: blocks.clauses) {
                found.append(declaration)
            }
        }
        return found
    }

    /// Whether the file `source` may declare an import that shows a module in its interface
    /// (`public import`, `@_exported import`): whether one of its lines holds `import` and `public` or
    /// `@_exported`. An interface import needs both words on its line (``imports(in:)`` reads a line at a
    /// time), so a file with no such line needs no lexing when only those imports matter: the layer rule
    /// reads every source of every module a target reaches for them, and most files have none.
    public static func mayDeclareInterfaceImport(_ source: Data) -> Bool {
        var searched = source.startIndex..<source.endIndex
        let keywordBytes = Data(importKeyword)
        while let keyword = source.range(of: keywordBytes, in: searched) {
            let lineStart =
                source.range(of: newline, options: .backwards, in: source.startIndex..<keyword.lowerBound)?.upperBound ?? source.startIndex
            let lineEnd = source.range(of: newline, in: keyword.upperBound..<source.endIndex)?.lowerBound ?? source.endIndex
            let line = lineStart..<lineEnd
            if source.range(of: publicBytes, in: line) != nil || source.range(of: exportedBytes, in: line) != nil { return true }
            searched = lineEnd..<source.endIndex
        }
        return false
    }

    private static let publicBytes = Data("public".utf8)
    private static let exportedBytes = Data("@_exported".utf8)
    private static let newline = Data("\n".utf8)

    /// `import`'s bytes: a line of code without them declares no import.
    private static let importKeyword = Array("import".utf8)

    /// Whether the line `code` holds `import`'s bytes. A plain scan for the keyword's first byte: the
    /// standard library's generic `contains(_:)` took a third of a debug build's check, run on every line.
    private static func holdsImportKeyword(_ code: [UInt8]) -> Bool {
        let length = importKeyword.count
        guard code.count >= length else { return false }
        for start in 0...(code.count - length) where code[start] == UInt8(ascii: "i") {
            if code[start..<(start + length)].elementsEqual(importKeyword) { return true }
        }
        return false
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
    mutating func read(_ code: [UInt8]) -> Bool {
        guard code.first(where: { !$0.isASCIIWhitespace }) == UInt8(ascii: "#") else { return false }
        let line = String(decoding: code, as: UTF8.self).trimmingWhitespace()
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

extension UInt8 {
    /// Whether the byte is a space, a tab or a carriage return (a CRLF file's line ends in one).
    fileprivate var isASCIIWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r")
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

    /// `line` (its UTF-8 bytes) with every byte inside a comment or string literal replaced by a space.
    mutating func code(of characters: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(characters.count)
        var index = 0
        func at(_ offset: Int) -> UInt8? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func hashes(from offset: Int) -> Int {
            var count = 0
            while at(offset + count) == UInt8(ascii: "#") { count += 1 }
            return count
        }
        func blank(_ count: Int) {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
            index += count
        }
        if case .string = state { state = .code }
        while index < characters.count {
            let character = characters[index]
            switch state {
            case .blockComment(let depth):
                if character == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    blank(2)
                } else if character == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    state = .blockComment(depth: depth + 1)
                    blank(2)
                } else {
                    blank(1)
                }
            case .multilineString(let count):
                if character == UInt8(ascii: "\\"), count == 0 {
                    blank(2)
                } else if character == UInt8(ascii: "\""), at(1) == UInt8(ascii: "\""), at(2) == UInt8(ascii: "\""),
                    hashes(from: 3) >= count
                {
                    state = .code
                    blank(3 + count)
                } else {
                    blank(1)
                }
            case .string(let count):
                if character == UInt8(ascii: "\\"), count == 0 {
                    blank(2)
                } else if character == UInt8(ascii: "\""), hashes(from: 1) >= count {
                    state = .code
                    blank(1 + count)
                } else {
                    blank(1)
                }
            case .code:
                let opening = hashes(from: 0)
                if character == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                    return out
                } else if character == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    state = .blockComment(depth: 1)
                    blank(2)
                } else if at(opening) == UInt8(ascii: "\""), at(opening + 1) == UInt8(ascii: "\""), at(opening + 2) == UInt8(ascii: "\"") {
                    state = .multilineString(hashes: opening)
                    blank(opening + 3)
                } else if at(opening) == UInt8(ascii: "\"") {
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
