public import Foundation

/// A parsed JSON document read piece by piece: `JSONSerialization`'s tree, each part turned into a
/// `JSONValue` only when it is asked for.
///
/// `JSONValue(parsing:)` builds a second tree of the whole document. For the product export
/// (a megabyte a page, read once, member by member) building and freeing that second tree costs half
/// as much again as the parse itself; the ResponseConverter reads each record's members straight from
/// this tree instead, converting only what it looks at. The quirks are read the same way either
/// way: every member still arrives as a `JSONValue`.
///
/// The tree holds only `JSONSerialization`'s immutable strings, numbers, arrays and dictionaries and
/// is never changed after parsing, so sharing it between tasks is safe: hence `@unchecked Sendable`.
public struct JSONTree: @unchecked Sendable {
    /// What `JSONSerialization` returned for this part of the document.
    private let node: Any
    /// Its members when it is an object, cast once when this part is made: a record's members are
    /// looked up one by one, and casting the node at every lookup cost a fifth of converting the
    /// export (BENCHMARKS.md, "Import ÷ parse").
    private let members: [String: Any]?

    /// Parses a response body (any JSON value at the top level); throws `DecodingError.dataCorrupted`
    /// when the bytes are not JSON, as `JSONValue(parsing:)` does.
    public init(parsing data: Data) throws {
        do {
            node = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            members = node as? [String: Any]
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "The data is not JSON.", underlyingError: error)
            )
        }
    }

    private init(node: Any) {
        self.node = node
        members = node as? [String: Any]
    }

    /// This part converted whole; throws `DecodingError.dataCorrupted` for a type `JSONSerialization`
    /// never returns.
    public func converted() throws -> JSONValue {
        do {
            return try JSONValue(serialized: node)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "JSONSerialization returned an unexpected type.")
            )
        }
    }

    /// This part converted whole; `null` in place of a type `JSONSerialization` never returns.
    public var value: JSONValue {
        (try? converted()) ?? .null
    }

    /// The member `key` when this is an object that has it.
    public subscript(key: String) -> JSONTree? {
        members?[key].map(JSONTree.init(node:))
    }

    /// The member `key` converted, when this is an object that has it (`null` in place of a type
    /// `JSONSerialization` never returns): one lookup, and no tree made for the member.
    public func value(of key: String) -> JSONValue? {
        members?[key].map { member in (try? JSONValue(serialized: member)) ?? .null }
    }

    /// The elements when this is an array.
    public var elements: [JSONTree]? {
        (node as? [Any]).map { $0.map(JSONTree.init(node:)) }
    }

    /// Whether this is an object.
    public var isObject: Bool {
        members != nil
    }

    /// Whether this is an array.
    public var isArray: Bool {
        node is [Any]
    }
}
