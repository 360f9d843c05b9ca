/// Told when the shop reaches a point of its start that a program measures (`ivko --timings`):
/// Home's promotions and categories answered, which Home shows as it gets them.
///
/// A program that measures sets it on the application coordinator as a dependency; the Catalog tab
/// that answers Home reads it from its own dependencies and tells it, so the program neither polls
/// nor looks into a screen to learn that Home is filled.
@MainActor
public protocol ShopStartWatching: AnyObject {
    /// Home was answered with its promotions and categories (called on every such answer).
    func homeDidFill()
}
