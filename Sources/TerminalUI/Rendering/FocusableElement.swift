import Foundation
import Screens

/// One step of the path from a window layer down to a focusable element: how focus names an
/// element so that it survives redraws, reused cells and scrolling.
enum FocusStep: Hashable, Sendable {
    /// The root controller (0) or the n-th controller presented above it.
    case layer(Int)
    /// The subview at this index.
    case child(Int)
    /// The item at this position of a list (counted across sections): cells are named by the item
    /// they show, never by the cell object, which scrolling reuses.
    case item(Int)
    /// The bar button at this index of a navigation bar (leading items first).
    case barItem(Int)
    /// The window's banner (`Window.banner`), above every layer.
    case banner
}

/// Where focus is: the element's path from its layer.
typealias FocusKey = [FocusStep]

/// What Enter does on a focusable element: the user's tap on it.
@MainActor
enum Activation {
    /// Taps the button.
    case button(Button)
    /// Selects the item as the user would (`userSelectItem`).
    case cell(ListView, IndexPath)
    /// Presses return in the field.
    case textField(TextField)
    /// Presses search in the bar.
    case searchBar(SearchBar)
    /// Chooses the alert's action.
    case alertAction(AlertActionView)
    /// Taps the bar button.
    case barButton(BarButtonItem)

    /// The view the element is, when it is one (a bar button item is not a view).
    var view: View? {
        switch self {
        case .button(let button): button
        case .cell(let list, let indexPath): list.cellForItem(at: indexPath)
        case .textField(let field): field
        case .searchBar(let bar): bar
        case .alertAction(let action): action
        case .barButton: nil
        }
    }
}

/// A list that encloses a focusable element, and which of its items the element is in.
@MainActor
struct EnclosingList {
    /// The list.
    let list: ListView
    /// The item's position, counted across sections.
    let position: Int
    /// Where the `.item` step for this list sits in the element's key.
    let stepIndex: Int

    /// Whether moving in `direction` moves along this list.
    func runs(along direction: FocusDirection) -> Bool {
        switch direction {
        case .up, .down: list.scrollDirection == .vertical
        case .left, .right: list.scrollDirection == .horizontal
        }
    }
}

/// How the focused element is marked.
enum FocusHighlight: Hashable {
    /// Brackets in the padding columns of the first row and reverse video over the element.
    case brackets
    /// A heavy border around a card (its own border is light).
    case box
}

/// An element the user can focus, as laid out in the last frame.
@MainActor
struct FocusableElement {
    /// Its path, which names it across frames.
    let key: FocusKey
    /// Where it was drawn (for the highlight, and for moving focus by direction). In a scrolled
    /// screen, an element scrolled out of view keeps its place above or below the visible rows.
    var rect: Rect
    /// How the highlight is drawn.
    let highlight: FocusHighlight
    /// What Enter does.
    let activation: Activation
    /// The lists it is in, outermost first.
    let lists: [EnclosingList]
    /// Whether it takes typed text (a text field or a search bar).
    var takesText: Bool {
        switch activation {
        case .textField, .searchBar: true
        default: false
        }
    }
    /// Whether it is a text field: a screen with one is a form, where Tab goes from field to field.
    var isFormField: Bool {
        if case .textField = activation { return true }
        return false
    }
    /// Whether it is a search bar (the status line offers `/` then).
    var isSearchBar: Bool {
        if case .searchBar = activation { return true }
        return false
    }
    /// Whether it is in the window's banner (never where focus goes first: a banner takes no focus).
    var isInBanner: Bool { key.first == .banner }
    /// Whether it is a bar button (not where focus goes first on a new screen).
    var isBarItem: Bool {
        if case .barButton = activation { return true }
        return false
    }
    /// Whether it is the action an alert emphasises (where focus goes first in an alert).
    let isPreferred: Bool
    /// The scrolled screen it is in (its root view), if its screen is taller than its space.
    var scrollRegion: ObjectIdentifier?
    /// Whether it is in view (an element of a scrolled screen may be above or below the rows shown).
    var isOnScreen = true
    /// Whether its bottom is below the rows shown (`rect` then ends at the last row shown), so its
    /// highlight is left open at the bottom.
    var isCutOff = false

    /// Whether `other` holds this element or is held by it (a card and the button on it).
    func nests(with other: FocusableElement) -> Bool {
        key.starts(with: other.key) || other.key.starts(with: key)
    }
}

/// A direction the user moves focus in.
enum FocusDirection: Sendable {
    case up, down, left, right
}
