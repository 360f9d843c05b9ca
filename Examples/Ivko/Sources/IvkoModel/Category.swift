/// A product category such as Dresses. The backend sends only names, inconsistently cased;
/// the app makes the id.
public struct Category: Hashable, Sendable, Codable, Identifiable {
    /// The app-made id: a slug of the name, the same for `Dresses` and `DRESSES`.
    public var id: CategoryID
    /// The name to show.
    public var name: String

    /// Makes a category named `name`, with the id made from that name.
    public init(name: String) {
        self.id = CategoryID(name: name)
        self.name = name
    }
}
