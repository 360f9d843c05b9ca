/// An object on the responder chain: the path that events and messages travel up, from the deepest
/// view to the application delegate, with UIKit's rules for who comes next.
@MainActor
open class Responder {
    /// Creates a responder that is not yet on any chain.
    public init() {}

    /// The next responder by UIKit's rules, or `nil` at the end of the chain.
    open var next: Responder? { nil }

    /// The next responder on the coordinating chain, which libraries above Screens walk.
    ///
    /// It is `next` unless a subclass redirects it; a view controller sends it to its owning
    /// responder when it has one (see `ViewController.owningResponder`).
    open var coordinatingResponder: Responder? { next }
}
