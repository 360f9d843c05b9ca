extension Array {
    /// The element at `index`, or `nil` when there is none there: what a list's row shows.
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
