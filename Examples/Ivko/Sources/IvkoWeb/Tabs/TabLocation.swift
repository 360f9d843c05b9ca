/// Where a tab is, as its address bar shows it: the path of the page it shows, how many Backs lead
/// to the root (pages under it on its stack plus presented sheets and alerts), and the path a Back
/// leads to. The script pushes a history entry when `depth` grows and replaces it otherwise.
struct TabLocation: Codable, Equatable, Sendable {
    /// The page's browser path (`/product/STYLE`).
    var path: String
    /// How many Backs lead to the root of the shown stack.
    var depth: Int
    /// Where a Back leads; `nil` where there is no Back.
    var backPath: String?
}
