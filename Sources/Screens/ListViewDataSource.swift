public import Foundation

/// Supplies a list view's sections, items and cells.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// The number of sections (one by default).
    func numberOfSections(in listView: ListView) -> Int
    /// The number of items in `section`.
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`; get it from `dequeueReusableCell`.
    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell
}

extension ListViewDataSource {
    /// One section.
    public func numberOfSections(in listView: ListView) -> Int { 1 }
}

/// Hears the user select items in a list view. Every method has a default.
@MainActor
public protocol ListViewDelegate: AnyObject {
    /// Asked before a user tap selects the item; return `false` to refuse.
    func listView(_ listView: ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath)
    /// The previously selected item was deselected by the user selecting another.
    func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath)
}

extension ListViewDelegate {
    /// Allows every selection.
    public func listView(_ listView: ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath) {}
}
