/// Why a browser event could not be applied. Nothing changes when one is thrown.
public enum BrowserEventError: Error, Equatable, Sendable {
    /// No element of the page has this id, nor ever had (a made-up or mistyped id).
    case unknownElement(id: String)
    /// The element was on the page but has left it (its screen went away, or the app rebuilt it)
    /// and no one control took its place: nothing was done, and the user acts again on the page
    /// as it is now. (When one control plainly took its place, with the same identifier or the same
    /// kind and text under the same parent, the event goes to that control instead.)
    case replacedElement(id: String)
    /// The element is on a layer under a presented sheet or alert, out of the user's reach.
    case coveredElement(id: String)
    /// The element does not take this kind of event (typing into a button).
    case unsupported(kind: BrowserEvent.Kind, id: String)
    /// The event lacks a value its kind needs (an `input` without `text`, a `click` without `id`).
    case missingValue(kind: BrowserEvent.Kind, field: String)
}
