import BrowserUI
import Screens

/// Drives a Screens window as a browser would, without one: the page, an event, the patches it
/// leads to: the tests' driver of a `BrowserInterface`.
@MainActor
final class HeadlessBrowser {
    /// The interface driven.
    let interface: BrowserInterface

    /// Creates a driver for `window` (see `BrowserInterface.init`).
    init(window: Window, visibleRows: Int = 30, imageURL: @escaping @MainActor (String) -> String? = { _ in nil }) {
        interface = BrowserInterface(window: window, visibleRows: visibleRows, imageURL: imageURL)
    }

    /// The whole page now, as a first load shows it; later patches start from it.
    func page() -> String {
        interface.renderPage()
    }

    /// The patches for what changed since the last page or patches.
    func patches() -> [HTMLPatch] {
        interface.update()
    }

    /// Applies `event` and returns the patches it led to (an event that did nothing gives none).
    /// An event for an id the page does not have throws, changing nothing.
    @discardableResult
    func send(_ event: BrowserEvent) throws(BrowserEventError) -> [HTMLPatch] {
        try interface.handle(event)
        return interface.update()
    }
}
