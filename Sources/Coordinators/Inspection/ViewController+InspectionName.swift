public import Screens

/// How inspectors and traces name a view controller.
extension ViewController {
    /// How inspectors and leak reports name a controller: its type, with its title when it has one.
    public var inspectionName: String {
        let typeName = String(describing: type(of: self))
        guard let title, !title.isEmpty else { return typeName }
        return "\(typeName)(\(title))"
    }
}
