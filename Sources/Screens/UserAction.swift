public import Foundation

/// What a user does to what a window shows, defined once: a renderer translates its input (keys in
/// a terminal, clicks and typing in a browser) into these and nothing more, and `Window.perform(_:)`
/// carries them out as UIKit's touches would, so a tap, a Back or a scroll means the same
/// everywhere and the rules (where Back acts, what reselecting a tab does) live in one place.
@MainActor
public enum UserAction {
    /// A tap on a control: a button, an alert's action, a list's row (its item is chosen) or a
    /// search bar (it takes focus and begins editing).
    case tap(View)
    /// A tap on a navigation bar's button item (it is not a view).
    case tapBarButton(BarButtonItem)
    /// A tap on a navigation bar's back button: its stack pops (a user pop its delegate hears).
    case tapBack(NavigationBar)
    /// Back: the back button of the stack on screen in the top layer; at a stack's root, the
    /// presented alert is cancelled or the presented sheet swiped away (`dismiss`).
    case back
    /// The presented alert cancelled, or the presented sheet swiped away, as the user would.
    case dismiss
    /// A tap on the tab at `index` of a tab bar; tapping the selected tab pops its stack to the root.
    case selectTab(TabBar, index: Int)
    /// The item at `indexPath` of a list chosen (a tap on its row).
    case chooseRow(ListView, IndexPath)
    /// A list scrolled so that it shows `itemCount` items (at least 1, at most `maximumItems`)
    /// from position `firstItem` (counted across sections); `nil` keeps how many it shows.
    case scroll(ListView, firstItem: Int, itemCount: Int?)
    /// `text` typed at the end of a text field or search bar.
    case type(View, String)
    /// The last character of a text field or search bar deleted.
    case deleteBackward(View)
    /// A text field or search bar edited to hold exactly `text`, as a user does it: deleting back to
    /// what the old and new text share, then typing the rest (a search bar emptied is cleared).
    case edit(View, String)
    /// Return in a text field, or search in a search bar (focusing it first).
    case submit(View)
    /// Leaving a search bar that is being edited (Escape): its cancel button when shown, then the
    /// bar stops editing.
    case endEditing(SearchBar)

    /// The most items a `scroll` may ask a list to show (a renderer reporting more gets this many).
    public static let maximumItems = 500
}
