/// Why a browser event could not be applied. Nothing changes when one is thrown.
public enum BrowserEventError: Error, Equatable, Sendable {
    /// No element of the last rendered page has this id (it was removed, or never existed).
    case unknownElement(id: String)
    /// The element is on a layer under a presented sheet or alert, out of the user's reach.
    case coveredElement(id: String)
    /// The element does not take this kind of event (typing into a button).
    case unsupported(kind: BrowserEvent.Kind, id: String)
    /// The event lacks a value its kind needs (an `input` without `text`, a `click` without `id`).
    case missingValue(kind: BrowserEvent.Kind, field: String)
}
