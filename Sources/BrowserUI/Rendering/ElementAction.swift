import Screens

/// What a browser event on an element does: the element's Screens counterpart, as the last
/// rendered page showed it.
@MainActor
enum ElementAction {
    /// A button (`Button.tap()`).
    case button(Button)
    /// An alert's action (`AlertActionView.tap()`).
    case alertAction(AlertActionView)
    /// A navigation bar's button item (`BarButtonItem.tap()`).
    case barButton(BarButtonItem)
    /// A navigation bar's back button (`NavigationBar.tapBack()`, a user pop).
    case back(NavigationBar)
    /// A tab of a tab bar (`TabBar.tap(at:)`).
    case tab(TabBar, Int)
    /// A text field (typing, return).
    case textField(TextField)
    /// A search bar (typing, search, cancel).
    case searchBar(SearchBar)
    /// A list's row (`ListView.userSelectItem(at:)` for the item the cell shows).
    case cell(ListView, ListViewCell)
    /// A list (scrolling).
    case list(ListView)
}
