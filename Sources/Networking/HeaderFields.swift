import Foundation

/// HTTP header fields as received: ordered, repeatable, and looked up without regard to case.
public struct HeaderFields: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header line.
    public struct Field: Sendable, Hashable {
        /// The field name as the peer spelled it.
        public var name: String
        /// The field value.
        public var value: String

        /// A field with a name and a value.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in the order they were received.
    public private(set) var fields: [Field]

    /// Header fields from a list of fields, order kept.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// Header fields from name/value pairs, order kept.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// Header fields from a Foundation dictionary (as in `HTTPURLResponse.allHeaderFields`).
    public init(_ dictionary: [AnyHashable: Any]) {
        self.fields = dictionary.compactMap { key, value in
            guard let name = key as? String else { return nil }
            return Field(name: name, value: "\(value)")
        }
        .sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// The first value for `name`, compared without regard to case.
    public subscript(name: String) -> String? {
        fields.first { Self.sameName($0.name, name) }?.value
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    /// Header names are ASCII tokens: compares them byte by byte, ignoring ASCII case.
    private static func sameName(_ lhs: String, _ rhs: String) -> Bool {
        func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte | 0x20 : byte }
        return lhs.utf8.count == rhs.utf8.count && zip(lhs.utf8, rhs.utf8).allSatisfy { lower($0) == lower($1) }
    }

    /// Appends a field, keeping any existing field of the same name.
    public mutating func append(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}
