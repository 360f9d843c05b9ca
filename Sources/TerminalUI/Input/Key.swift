/// A key the user pressed, decoded from the terminal's bytes.
public enum Key: Hashable, Sendable {
    /// Arrow up (also `k` where keys are not typed into a field).
    case up
    /// Arrow down (also `j`).
    case down
    /// Arrow left (also `h`).
    case left
    /// Arrow right (also `l`).
    case right
    /// Return or Enter.
    case enter
    /// Escape on its own (not the start of a sequence).
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Forward delete.
    case delete
    /// A printable character, space included.
    case character(Character)
    /// A control key: `control("c")` is Ctrl-C.
    case control(Character)
}
