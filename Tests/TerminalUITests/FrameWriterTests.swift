import Testing
import TerminalUI

@Suite("Frame writer: only what changed")
struct FrameWriterTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("The first frame clears once and writes only what is not blank")
    func firstFrame() {
        var writer = FrameWriter(capabilities: .plainText)
        var frame = Frame(width: 6, height: 2)
        frame.write("ab", column: 1, row: 1)
        #expect(text(writer.update(to: frame)) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[2;2Hab")
    }

    @Test("A one-cell change is one cursor move and one character; no change sends nothing")
    func oneCell() {
        var writer = FrameWriter(capabilities: .trueColor)
        var frame = Frame(width: 10, height: 4)
        frame.write("hello", column: 0, row: 0)
        _ = writer.update(to: frame)
        #expect(writer.update(to: frame).isEmpty)
        frame.write("X", column: 4, row: 2)
        #expect(text(writer.update(to: frame)) == "\u{1B}[3;5HX")
    }

    @Test("Adjacent changes share one cursor move; a style change sends one SGR")
    func runsAndStyles() {
        var writer = FrameWriter(capabilities: .trueColor)
        var frame = Frame(width: 10, height: 2)
        _ = writer.update(to: frame)
        frame.write("ab", column: 2, row: 0, style: CellStyle(foreground: .red, isBold: true))
        frame.write("c", column: 4, row: 0)
        #expect(text(writer.update(to: frame)) == "\u{1B}[1;3H\u{1B}[0;1;31mab\u{1B}[0mc")
    }

    @Test("Colours become what the terminal has: 24-bit, the palette, or nothing (NO_COLOR)")
    func colourLevels() {
        var frame = Frame(width: 1, height: 1)
        frame[0, 0] = FrameCell(
            "▀", style: CellStyle(foreground: .rgb(red: 255, green: 0, blue: 0), background: .rgb(red: 0, green: 0, blue: 0)))
        var trueColor = FrameWriter(capabilities: .trueColor)
        #expect(text(trueColor.update(to: frame)).hasSuffix("\u{1B}[0;38;2;255;0;0;48;2;0;0;0m▀"))
        var palette = FrameWriter(capabilities: TerminalCapabilities(colors: .palette256, hasAttributes: true))
        #expect(text(palette.update(to: frame)).hasSuffix("\u{1B}[0;38;5;196;48;5;16m▀"))
        var noColor = FrameWriter(capabilities: TerminalCapabilities(colors: .none, hasAttributes: true))
        #expect(text(noColor.update(to: frame)) == "\u{1B}[0m\u{1B}[H\u{1B}[2J▀")
    }

    @Test("A change only in a colour the terminal cannot show sends nothing")
    func invisibleChange() {
        var writer = FrameWriter(capabilities: .plainText)
        var frame = Frame(width: 3, height: 1)
        frame.write("abc", column: 0, row: 0)
        _ = writer.update(to: frame)
        frame.restyle(Rect(x: 0, y: 0, width: 3, height: 1)) {
            $0.foreground = .red; $0.isReversed = true
        }
        #expect(writer.update(to: frame).isEmpty)
    }

    @Test("A new size or invalidate() redraws everything")
    func redraw() {
        var writer = FrameWriter(capabilities: .plainText)
        var frame = Frame(width: 3, height: 1)
        frame.write("abc", column: 0, row: 0)
        _ = writer.update(to: frame)
        writer.invalidate()
        #expect(text(writer.update(to: frame)) == "\u{1B}[0m\u{1B}[H\u{1B}[2Jabc")
        var wider = Frame(width: 4, height: 1)
        wider.write("abc", column: 0, row: 0)
        #expect(text(writer.update(to: wider)) == "\u{1B}[0m\u{1B}[H\u{1B}[2Jabc")
    }

    @Test("Capabilities from the environment: NO_COLOR, dumb, 256 colours, truecolor")
    func capabilities() {
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"]).colors == .palette256)
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm"]).colors == .standard)
        #expect(
            TerminalCapabilities.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
                == TerminalCapabilities(colors: .none, hasAttributes: true))
        #expect(TerminalCapabilities.detect(environment: ["TERM": "dumb"]) == .plainText)
        #expect(TerminalCapabilities.detect(environment: [:]) == .plainText)
    }
}

@Suite("Frame")
struct FrameTests {
    @Test("Text is clipped, wide characters take two cells, lines lose trailing spaces")
    func writing() {
        var frame = Frame(width: 8, height: 2)
        #expect(frame.write("abcdef", column: 2, row: 0, clip: Rect(x: 0, y: 0, width: 6, height: 2)) == 4)
        frame.write("日本x", column: 0, row: 1)
        #expect(frame.text == "  abcd\n日本x")
        #expect(frame[1, 1].isContinuation)
        frame.write("z", column: 7, row: 1)
        #expect(frame.line(1) == "日本x  z")
    }
}
