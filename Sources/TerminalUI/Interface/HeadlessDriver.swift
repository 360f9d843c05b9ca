public import Coordinators
public import Screens

/// Drives a Screens application with textual inputs and reads the screen as plain text, without a
/// terminal: what `ivko --headless`, end-to-end tests and scripts use. It is the same interface a
/// terminal shows, with no colour, no escape codes, and no message durations in the inspector (so
/// frames repeat exactly).
@MainActor
public final class HeadlessDriver {
    /// The interface driven.
    public let interface: TerminalInterface

    /// Creates a driver for `application` on a screen `width` × `height` characters.
    public init(
        application: Application,
        width: Int = 100,
        height: Int = 30,
        imageDecoder: (any ImageDecoder)? = nil,
        inspector: Inspector? = nil,
        hooks: TerminalHooks = TerminalHooks()
    ) {
        interface = TerminalInterface(
            application: application, size: TerminalSize(width: width, height: height),
            capabilities: .plainText, imageDecoder: imageDecoder, inspector: inspector, hooks: hooks
        )
        interface.showsInspectorDurations = false
    }

    /// The screen now, as plain text: one line per row, trailing spaces removed.
    public func screen() -> String {
        interface.render().text
    }

    /// Applies one input (a key, or text typed into the focused field) and returns what became of it.
    @discardableResult
    public func apply(_ input: HeadlessInput) -> KeyOutcome {
        switch input {
        case .key(let key):
            return interface.handle(key)
        case .type(let text):
            return interface.type(text) ? .handled : .ignored
        }
    }

    /// Reads one script line (`down`, `enter`, `type:demo`, `q`…), applies it and returns what
    /// became of it; an unknown line throws and changes nothing.
    @discardableResult
    public func apply(line: String) throws(HeadlessInputError) -> KeyOutcome {
        apply(try HeadlessInput(parsing: line))
    }
}
