/// A yes/no value exactly as the export spells it: `"Y"`, `"y"`, `"1"`, `true` for yes and
/// `"N"`, `"0"`, `false` for no.
public enum ExportFlag: Sendable, Hashable, CaseIterable, Encodable {
    case upperY
    case lowerY
    case one
    case jsonTrue
    case upperN
    case zero
    case jsonFalse

    /// Whether the flag means yes.
    public var isOn: Bool {
        switch self {
        case .upperY, .lowerY, .one, .jsonTrue: true
        case .upperN, .zero, .jsonFalse: false
        }
    }

    /// Encodes the flag in its spelling (a JSON string or a JSON boolean).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .upperY: try container.encode("Y")
        case .lowerY: try container.encode("y")
        case .one: try container.encode("1")
        case .jsonTrue: try container.encode(true)
        case .upperN: try container.encode("N")
        case .zero: try container.encode("0")
        case .jsonFalse: try container.encode(false)
        }
    }
}
