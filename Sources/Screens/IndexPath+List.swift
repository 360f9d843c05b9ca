public import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
/// UIKit's list accessors for `IndexPath` (section, then item), which Foundation lacks off Apple
/// platforms.
extension IndexPath {
    /// Creates the index path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Creates the index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section number.
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The item number within the section.
    public var item: Int { count > 1 ? self[1] : 0 }
    /// The row number within the section (the same as `item`).
    public var row: Int { item }
}
#endif

extension IndexPath {
    /// The index path of `item` in `section`, whichever platform supplies the initializer.
    static func listPath(item: Int, section: Int) -> IndexPath {
        IndexPath(indexes: [section, item])
    }

    /// The section number, whichever platform supplies the accessor.
    var listSection: Int { count > 0 ? self[0] : 0 }
    /// The item number, whichever platform supplies the accessor.
    var listItem: Int { count > 1 ? self[1] : 0 }
}
