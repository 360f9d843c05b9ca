import IvkoTerminal
import TerminalUI
import Testing

/// The headless input's lines: keys, typed text, `wait`, and the error for anything else.
@Suite struct HeadlessStepTests {
    @Test func keysTextAndWaitAreRead() throws {
        #expect(try HeadlessStep(parsing: "wait") == .wait)
        #expect(try HeadlessStep(parsing: "  wait ") == .wait)
        #expect(try HeadlessStep(parsing: "down") == .input(.key(.down)))
        #expect(try HeadlessStep(parsing: "enter") == .input(.key(.enter)))
        #expect(try HeadlessStep(parsing: "esc") == .input(.key(.escape)))
        #expect(try HeadlessStep(parsing: "q") == .input(.key(.character("q"))))
        #expect(try HeadlessStep(parsing: "type:demo") == .input(.type("demo")))
        #expect(try HeadlessStep(parsing: "type:wait") == .input(.type("wait")), "typed text is never a command")
    }

    @Test(arguments: ["waiting", "jump", "", "type"])
    func anUnknownLineIsAnErrorNamingIt(_ line: String) {
        #expect(throws: HeadlessInputError(line: line)) { try HeadlessStep(parsing: line) }
    }
}
