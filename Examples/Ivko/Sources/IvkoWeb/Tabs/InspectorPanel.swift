import BrowserUI
import Coordinators

/// The inspector panel's content: the coordinator tree and the latest messages with the responders
/// each asked, as `Inspector.snapshot()` tells them, escaped into a `<pre>`.
enum InspectorPanel {
    /// The panel's HTML for `snapshot` (durations left out, so an idle app gives the same text).
    static func html(for snapshot: InspectorSnapshot) -> String {
        "<pre id=\"inspector-text\">" + HTMLEscaping.text(snapshot.text(showingDurations: false)) + "</pre>"
    }
}
