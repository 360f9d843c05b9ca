/// Hears what the user does in a search bar: UIKit's search bar delegate. Every method has a
/// default, so adopt only what you need. Setting `text` from code calls none of them.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Asked before the search bar takes focus; return `false` to keep it out of editing.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The search bar took focus.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The search bar lost focus.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The user changed the text (typing, deleting, or the clear button).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The user pressed search (return).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The user tapped the cancel button.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Allows editing.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
