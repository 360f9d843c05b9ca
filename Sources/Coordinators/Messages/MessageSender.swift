public import Screens

/// Who sent a message, handed to handlers that ask for it: the object whose `send` or `sendAction`
/// started the message (a button, a cell, a view controller, a coordinator, or a `BarButtonItem`).
///
/// A handler uses it to tell two controls apart (`sender.object === buyButton`) or to present from
/// the screen the message came from (`sender.viewController`). It is the original sender all the
/// way up: a message passed on, or a `MessageFailed` that reports a failed action, carries the same
/// one.
@MainActor
public struct MessageSender {
    /// The object that sent the message: a responder, or a control that is not one (a bar button item).
    public let object: AnyObject

    @inlinable
    init(_ object: AnyObject) {
        self.object = object
    }

    /// The sender as a responder: itself, or for a bar button item the view controller whose
    /// navigation item holds it (`nil` once that item has no controller).
    public var responder: Responder? {
        if let responder = object as? Responder { return responder }
        return (object as? BarButtonItem)?.actionResponder
    }

    /// The screen the message came from, to present from it: the nearest view controller at or above
    /// the sender on UIKit's chain (a view's controller, the controller itself), or a coordinator's
    /// root view controller. `nil` for a view in no controller.
    public var viewController: ViewController? {
        var current = responder
        while let responder = current {
            if let controller = responder as? ViewController { return controller }
            if let coordinator = responder as? AnyCoordinator { return coordinator.anyRootViewController }
            current = responder.next
        }
        return nil
    }

    /// How traces and errors name the sender.
    public var name: ResponderName {
        ResponderName(naming: object)
    }
}
