/// How much room a window has across: UIKit's horizontal size class. A renderer sets it on each
/// window from the room it really has (TerminalUI from the terminal's columns), and controllers that
/// lay out differently with room to spare follow it (a split view shows two columns when regular and
/// collapses to one when compact).
public enum SizeClass: Sendable, Equatable {
    /// Room for one column: a phone, a narrow terminal.
    case compact
    /// Room for two columns side by side: a tablet, a wide terminal.
    case regular
}
