/// One entry of the colour table: a 2-digit code and its name.
public struct CatalogColor: Sendable, Equatable {
    /// 2-digit colour code (`"23"`).
    public var code: String
    /// Colour name (`"Navy"`).
    public var name: String
}
