public import Screens

/// What the program around the interface does for the keys that reach beyond the window: quitting,
/// opening and switching windows, and a search the screen itself does not offer.
public struct TerminalHooks {
    /// `q` or Ctrl-C: the program saves what it keeps (the navigation) before the loop ends.
    public var quit: (@MainActor () -> Void)?
    /// `w`: opens a second window, usually `application.requestSceneSessionActivation()`. The
    /// interface then shows the scene that connected.
    public var openWindow: (@MainActor () -> Void)?
    /// `W`: told which scene the interface switched to (after it switched), so the program can
    /// make it the active one.
    public var didSwitchWindow: (@MainActor (Scene) -> Void)?
    /// `/` on a screen without a search bar: the program shows its search (a search bar on screen
    /// is focused instead, without calling this).
    public var search: (@MainActor () -> Void)?

    /// Creates hooks; leave out the ones the program does not offer (their keys then do nothing
    /// and the status line does not mention them).
    public init(
        quit: (@MainActor () -> Void)? = nil,
        openWindow: (@MainActor () -> Void)? = nil,
        didSwitchWindow: (@MainActor (Scene) -> Void)? = nil,
        search: (@MainActor () -> Void)? = nil
    ) {
        self.quit = quit
        self.openWindow = openWindow
        self.didSwitchWindow = didSwitchWindow
        self.search = search
    }
}

/// What became of a key.
public enum KeyOutcome: Hashable, Sendable {
    /// It did something (or was typed); redraw.
    case handled
    /// It means nothing here.
    case ignored
    /// The user quit (`q`, Ctrl-C); the `quit` hook ran.
    case quit
    /// The user asked for the whole screen to be drawn again (Ctrl-L).
    case redrawAll
}
