public import Screens

/// Drives a Screens window as a browser would, without one: the page, an event, the patches it
/// leads to. For tests and scripts, as TerminalUI's `HeadlessDriver` is for the terminal.
@MainActor
public final class HeadlessBrowser {
    /// The interface driven.
    public let interface: BrowserInterface

    /// Creates a driver for `window` (see `BrowserInterface.init`).
    public init(window: Window, visibleRows: Int = 30, imageURL: @escaping @MainActor (String) -> String? = { _ in nil }) {
        interface = BrowserInterface(window: window, visibleRows: visibleRows, imageURL: imageURL)
    }

    /// The whole page now, as a first load shows it; later patches start from it.
    public func page() -> String {
        interface.renderPage()
    }

    /// The patches for what changed since the last page or patches.
    public func patches() -> [HTMLPatch] {
        interface.update()
    }

    /// Applies `event` and returns the patches it led to (an event that did nothing gives none).
    /// An event for an id the page does not have throws, changing nothing.
    @discardableResult
    public func send(_ event: BrowserEvent) throws(BrowserEventError) -> [HTMLPatch] {
        try interface.handle(event)
        return interface.update()
    }
}
