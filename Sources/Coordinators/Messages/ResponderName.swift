public import Screens

/// How a responder appears in a trace or an error: its type and, for a coordinator, its identifier.
///
/// A name holds no reference, so keeping traces never keeps a responder alive.
public struct ResponderName: Hashable, Sendable, CustomStringConvertible {
    /// The responder's type, e.g. `ProductCell` or `CartCoordinator`.
    public let typeName: String
    /// The coordinator's identifier, or `nil` for other responders.
    public let identifier: String?

    /// Names a responder.
    @MainActor
    public init(_ responder: Responder) {
        self.init(naming: responder)
    }

    /// Names any sender, a control that is not a responder (a bar button item) included.
    @MainActor
    init(naming sender: AnyObject) {
        typeName = TypeNames.name(of: sender)
        identifier = (sender as? AnyCoordinator)?.identifier
    }

    /// Names a responder by hand (for expectations in tests).
    public init(typeName: String, identifier: String? = nil) {
        self.typeName = typeName
        self.identifier = identifier
    }

    /// `Type` or `Type(identifier)` when the identifier says more than the type.
    public var description: String {
        guard let identifier, identifier != typeName else { return typeName }
        return "\(typeName)(\(identifier))"
    }
}

/// Type names of responder (and sender) classes, computed once per class (tracing names every hop).
@MainActor
enum TypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    static func name(of object: AnyObject) -> String {
        let type: AnyObject.Type = type(of: object)
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
