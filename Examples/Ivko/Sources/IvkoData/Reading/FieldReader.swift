import Foundation
import IvkoModel
import IvkoService

/// Reads the values of one JSON object (a record, or an object inside one) with every quirk of the
/// backend handled, throwing a `FieldError` that names the field when a value cannot be read.
///
/// The four kinds of empty — `""`, `null`, `"-"` (also with spaces around) and a missing member —
/// all read as `nil`. Text is trimmed. Unknown members are never looked at.
///
/// A record comes converted (`JSONValue`) or still in the parsed tree (`JSONTree`, the product
/// export): then each member is converted when it is read, and the rules below are the same.
struct FieldReader {
    /// Where the object's members are.
    private enum Members {
        case converted([String: JSONValue])
        case tree(JSONTree)
    }

    private let members: Members
    /// The place of the object that holds this one (`""` for the record); joined only for errors.
    private let parentPrefix: String
    /// The member name of this object within its parent; `nil` for the record itself.
    private let memberName: String?

    /// Reads `value` when it is an object.
    init?(_ value: JSONValue) {
        guard case .object(let fields) = value else { return nil }
        self.init(fields: fields)
    }

    /// Reads `tree` when it is an object, converting each member as it is read.
    init?(_ tree: JSONTree) {
        guard tree.isObject else { return nil }
        self.init(members: .tree(tree), parentPrefix: "", memberName: nil)
    }

    /// Reads the given members.
    init(fields: [String: JSONValue]) {
        self.init(members: .converted(fields), parentPrefix: "", memberName: nil)
    }

    private init(members: Members, parentPrefix: String, memberName: String?) {
        self.members = members
        self.parentPrefix = parentPrefix
        self.memberName = memberName
    }

    /// Every member, converted (for an object whose keys are its data, such as the colour table).
    var fields: [String: JSONValue] {
        switch members {
        case .converted(let fields): fields
        case .tree(let tree): tree.value.objectValue ?? [:]
        }
    }

    /// The member `key` as it arrived, none of the empties taken for missing, text untrimmed.
    func raw(_ key: String) -> JSONValue? {
        switch members {
        case .converted(let fields): fields[key]
        case .tree(let tree): tree.value(of: key)
        }
    }

    /// The object's place within its record, e.g. `price.`; empty for the record itself.
    var prefix: String {
        guard let memberName else { return parentPrefix }
        return parentPrefix + memberName + "."
    }

    /// A reader for the member object `key` while it is still in the parsed tree, so its members are
    /// converted one by one as they are read, like the record's; nil unless this reader reads a tree
    /// and `key` is an object there.
    func treeMember(_ key: String) -> FieldReader? {
        guard case .tree(let tree) = members, let member = tree[key], member.isObject else { return nil }
        return FieldReader(members: .tree(member), parentPrefix: memberName == nil ? parentPrefix : prefix, memberName: key)
    }

    /// A reader for the member object `key` of this one, when `value` is an object.
    func member(_ key: String, _ value: JSONValue) -> FieldReader? {
        guard case .object(let fields) = value else { return nil }
        return FieldReader(members: .converted(fields), parentPrefix: memberName == nil ? parentPrefix : prefix, memberName: key)
    }

    /// An error about the member `key`.
    func error(_ key: String, _ problem: FieldError.Problem) -> FieldError {
        FieldError(field: prefix + key, problem: problem)
    }

    /// The member `key` unless it is one of the four empties; text comes back trimmed.
    func value(_ key: String) -> JSONValue? {
        switch raw(key) {
        case nil, .null?: return nil
        case .string(let text)?:
            let trimmed = TextTrimming.trimmed(text)
            return TextTrimming.isEmptyValue(trimmed) ? nil : .string(trimmed)
        case let other?: return other
        }
    }

    // MARK: Text

    /// The trimmed text of `key`, taken as it is (codes, ids, e-mail); numbers are accepted as their
    /// digits (`1` → `"1"`).
    func text(_ key: String) throws(FieldError) -> String? {
        switch value(key) {
        case nil: return nil
        case .string(let text)?: return text
        case .number(let number)? where number.integerValue != nil:
            return number.description
        case let other?: throw error(key, .wrongType(expected: "text", found: other.kindName))
        }
    }

    /// Like `text(_:)`, but a missing value is an error.
    func requiredText(_ key: String) throws(FieldError) -> String {
        guard let text = try text(key) else { throw error(key, .missing) }
        return text
    }

    /// The text of `key` as plain text (markup removed, references decoded, spaces collapsed);
    /// `nil` when nothing is left.
    func plainText(_ key: String) throws(FieldError) -> String? {
        guard let text = try text(key) else { return nil }
        let plain = HTMLText.plainText(text)
        return TextTrimming.isEmptyValue(plain) ? nil : plain
    }

    /// Like `plainText(_:)`, but a missing value is an error.
    func requiredPlainText(_ key: String) throws(FieldError) -> String {
        guard let text = try plainText(key) else { throw error(key, .missing) }
        return text
    }

    /// The plain text of `key` in title case when it arrived all upper or all lower case.
    func name(_ key: String) throws(FieldError) -> String? {
        try plainText(key).map(TextCase.titleCased)
    }

    /// Like `name(_:)`, but a missing value is an error.
    func requiredName(_ key: String) throws(FieldError) -> String {
        guard let name = try name(key) else { throw error(key, .missing) }
        return name
    }

    // MARK: Numbers and flags

    /// The decimal number of `key` (see `DecimalParser` for the spellings).
    func decimal(_ key: String) throws(FieldError) -> Decimal? {
        switch value(key) {
        case nil: return nil
        case .string(let text)?:
            guard let number = DecimalParser.decimal(from: text) else { throw unreadable(key, "a decimal number", text) }
            return number
        case .number(let number)?:
            guard let decimal = DecimalParser.decimal(fromJSONNumber: number) else {
                throw unreadable(key, "a decimal number", "\(number)")
            }
            return decimal
        case let other?: throw error(key, .wrongType(expected: "a decimal number", found: other.kindName))
        }
    }

    /// The number of pieces of `key` (stock, a cart line): an integer from 0 to
    /// `ResponseConverter.maximumQuantity`; a larger or negative one is unreadable (the backend's integer
    /// spellings reach `Int.max`, which no sum of quantities survives).
    func quantity(_ key: String) throws(FieldError) -> Int? {
        guard let quantity = try integer(key) else { return nil }
        guard (0...ResponseConverter.maximumQuantity).contains(quantity) else {
            throw unreadable(key, "a quantity of 0 to \(ResponseConverter.maximumQuantity)", "\(quantity)")
        }
        return quantity
    }

    /// The integer of `key` (see `IntegerParser` for the spellings).
    func integer(_ key: String) throws(FieldError) -> Int? {
        switch value(key) {
        case nil: return nil
        case .string(let text)?:
            guard let number = IntegerParser.integer(from: text) else { throw unreadable(key, "an integer", text) }
            return number
        case .number(let number)?:
            guard let integer = IntegerParser.integer(fromJSONNumber: number) else {
                throw unreadable(key, "an integer", "\(number)")
            }
            return integer
        case let other?: throw error(key, .wrongType(expected: "an integer", found: other.kindName))
        }
    }

    /// The boolean of `key` (see `BooleanParser` for the spellings).
    func flag(_ key: String) throws(FieldError) -> Bool? {
        switch value(key) {
        case nil: return nil
        case .bool(let flag)?: return flag
        case .string(let text)?:
            guard let flag = BooleanParser.boolean(from: text) else { throw unreadable(key, "Y or N", text) }
            return flag
        case .number(let number)?:
            guard let flag = BooleanParser.boolean(fromJSONNumber: number) else { throw unreadable(key, "Y or N", "\(number)") }
            return flag
        case let other?: throw error(key, .wrongType(expected: "Y or N", found: other.kindName))
        }
    }

    /// An error for a value of the right type that cannot be read as `expected`.
    func unreadable(_ key: String, _ expected: String, _ value: String) -> FieldError {
        let excerpt = value.count > 40 ? String(value.prefix(40)) + "…" : value
        return error(key, .unreadable(expected: expected, value: excerpt))
    }
}
