import Testing
import TerminalUI

@Suite("Key decoder: bytes to keys, however the reads split them")
struct KeyDecoderTests {
    @Test("Arrows in both encodings, Enter, Tab, Backspace, Shift-Tab, paging keys")
    func namedKeys() {
        var decoder = KeyDecoder()
        let bytes = Array(
            "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OA\r\t\u{7F}\u{08}\u{1B}[Z\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[H\u{1B}[4~".utf8)
        #expect(
            decoder.decode(bytes) == [
                .up, .down, .right, .left, .up, .enter, .tab, .backspace, .backspace, .backTab, .pageUp, .pageDown,
                .delete, .home, .end,
            ])
        #expect(!decoder.hasPendingInput)
    }

    @Test("Printable characters, multi-byte ones included, and control keys")
    func characters() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode(Array("q/?1é€".utf8)) == [
                .character("q"), .character("/"), .character("?"), .character("1"), .character("é"), .character("€"),
            ])
        #expect(decoder.decode([0x03, 0x0C]) == [.control("c"), .control("l")])
    }

    @Test("An escape sequence split across reads, byte by byte, is one key")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array("[".utf8)).isEmpty)
        #expect(decoder.decode(Array("5".utf8)).isEmpty)
        #expect(decoder.decode(Array("~j".utf8)) == [.pageUp, .character("j")])
        #expect(!decoder.hasPendingInput)
    }

    @Test("A UTF-8 character split across reads is one character")
    func splitCharacter() {
        var decoder = KeyDecoder()
        let euro = Array("€".utf8)
        #expect(decoder.decode(euro[0..<1]).isEmpty)
        #expect(decoder.decode(euro[1..<2]).isEmpty)
        #expect(decoder.decode(euro[2..<3]) == [.character("€")])
    }

    @Test("A lone Escape waits for the timeout; flushing makes it the Escape key")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.decode(Array("\u{1B}\u{1B}[A".utf8)) == [.escape, .up])
    }

    @Test("Unknown sequences are dropped whole, never typed; Alt plus a key gives the key")
    func unknownSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[99;5Xa\u{1B}xb".utf8)) == [.character("a"), .character("x"), .character("b")])
        #expect(decoder.decode([0xFF, 0x41]) == [.character("A")])
    }

    @Test("An unfinished sequence is dropped by a flush")
    func flushUnfinished() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.decode(Array("k".utf8)) == [.character("k")])
    }
}

@Suite("Headless inputs")
struct HeadlessInputTests {
    @Test("Every named key, single characters and type:TEXT")
    func parse() throws {
        let lines = ["up", "down", "left", "right", "enter", "esc", "tab", "backspace", "q", " j ", "type: two words"]
        let inputs = try lines.map { try HeadlessInput(parsing: $0) }
        #expect(
            inputs == [
                .key(.up), .key(.down), .key(.left), .key(.right), .key(.enter), .key(.escape), .key(.tab), .key(.backspace),
                .key(.character("q")), .key(.character("j")), .type(" two words"),
            ])
    }

    @Test("An unknown line is a typed error that names it")
    func unknown() {
        #expect(throws: HeadlessInputError(line: "jump")) { try HeadlessInput(parsing: "jump") }
        #expect(throws: HeadlessInputError(line: "")) { try HeadlessInput(parsing: "") }
    }
}
