/// The result of converting a response: the model value, and the records left out as unreadable.
///
/// It reads like its value: a converted list is a collection of the elements, and a value's
/// properties are reachable directly (`page.products`).
@dynamicMemberLookup
public struct Converted<Value: Sendable>: Sendable {
    /// The converted value.
    public var value: Value
    /// The records that could not be read, each also logged under `ivko.data`.
    public var skipped: [SkippedRecord]

    /// Pairs a value with the records skipped while making it.
    public init(_ value: Value, skipped: [SkippedRecord] = []) {
        self.value = value
        self.skipped = skipped
    }

    /// A property of the value.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Value, Property>) -> Property {
        value[keyPath: keyPath]
    }
}

extension Converted: Equatable where Value: Equatable {}

extension Converted: Sequence where Value: Sequence {
    /// Iterates the value's elements.
    public func makeIterator() -> Value.Iterator { value.makeIterator() }
}

extension Converted: Collection, BidirectionalCollection, RandomAccessCollection
where Value: RandomAccessCollection {
    /// The value's first index.
    public var startIndex: Value.Index { value.startIndex }
    /// The value's end index.
    public var endIndex: Value.Index { value.endIndex }
    /// The element at `position`.
    public subscript(position: Value.Index) -> Value.Element { value[position] }
    /// The index after `index`.
    public func index(after index: Value.Index) -> Value.Index { value.index(after: index) }
    /// The index before `index`.
    public func index(before index: Value.Index) -> Value.Index { value.index(before: index) }
}
