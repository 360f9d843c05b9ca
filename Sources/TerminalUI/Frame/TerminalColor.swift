/// A colour a frame cell is drawn in. The frame may hold any of them; the `FrameWriter` brings each
/// down to what the terminal can show (24-bit, the 256-colour palette, the 16 standard colours, or
/// none at all).
public enum TerminalColor: Hashable, Sendable {
    /// One of the 16 standard colours: 0–7 black, red, green, yellow, blue, magenta, cyan, white;
    /// 8–15 their bright variants. Every colour terminal has these, so themes use them.
    case standard(UInt8)
    /// An exact colour (pictures), shown as is on 24-bit terminals and approximated elsewhere.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// Red, for warnings and badges.
    public static let red = TerminalColor.standard(1)
    /// Green, for progress.
    public static let green = TerminalColor.standard(2)
    /// Yellow.
    public static let yellow = TerminalColor.standard(3)
    /// Blue, for the focused element's background.
    public static let blue = TerminalColor.standard(4)
    /// Cyan, for titles.
    public static let cyan = TerminalColor.standard(6)
    /// Bright black (grey), for rules and hints.
    public static let gray = TerminalColor.standard(8)
}
