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

// MARK: - Objects, lists and codes

extension FieldReader {
    /// The object of `key`, read with its own prefix (`price.`); `nil` when empty.
    func object(_ key: String) throws(FieldError) -> FieldReader? {
        // An object is none of the four empties; in the parsed tree it is read without converting it whole.
        if let reader = treeMember(key) { return reader }
        guard let value = value(key) else { return nil }
        guard let reader = member(key, value) else {
            throw error(key, .wrongType(expected: "an object", found: value.kindName))
        }
        return reader
    }

    /// Like `object(_:)`, but a missing value is an error.
    func requiredObject(_ key: String) throws(FieldError) -> FieldReader {
        guard let reader = try object(key) else { throw error(key, .missing) }
        return reader
    }

    /// The elements of the array `key`; `nil` when empty in one of the four ways.
    func array(_ key: String) throws(FieldError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let elements) = value else {
            throw error(key, .wrongType(expected: "an array", found: value.kindName))
        }
        return elements
    }

    /// The array `key` of texts as plain text, empty elements dropped (`materials`).
    func plainTextList(_ key: String) throws(FieldError) -> [String] {
        guard let elements = try array(key) else { return [] }
        var texts: [String] = []
        texts.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            switch element {
            case .null: continue
            case .string(let text):
                let plain = HTMLText.plainText(text)
                if !TextTrimming.isEmptyValue(plain) { texts.append(plain) }
            default:
                throw error("\(key)[\(index)]", .wrongType(expected: "text", found: element.kindName))
            }
        }
        return texts
    }

    // MARK: Codes

    /// The style code of `key`.
    func style(_ key: String) throws(FieldError) -> StyleCode? {
        guard let text = try text(key) else { return nil }
        guard let style = CodeParser.style(text) else { throw unreadable(key, "a style code", text) }
        return style
    }

    /// Like `style(_:)`, but a missing value is an error.
    func requiredStyle(_ key: String) throws(FieldError) -> StyleCode {
        guard let style = try style(key) else { throw error(key, .missing) }
        return style
    }

    /// The colour code of `key`, a missing value being an error.
    func requiredColor(_ key: String) throws(FieldError) -> ColorCode {
        let text = try requiredText(key)
        guard let color = CodeParser.color(text) else { throw unreadable(key, "a colour code", text) }
        return color
    }

    /// The size of a stock row or cart line (`key`). Any of the four empties is the one size of a
    /// one-size product, kept as it was spelt (`"-"` stays `"-"`, the others are `""`): the shop
    /// accepts a line only in the spelling its stock used.
    func lineSize(_ key: String) throws(FieldError) -> Size {
        if case .string(let text)? = raw(key) {
            let trimmed = TextTrimming.trimmed(text)
            if TextTrimming.isEmptyValue(trimmed) { return .oneSize(label: trimmed) }
        }
        guard let text = try text(key) else { return .oneSize() }
        guard let size = SizeParser.size(from: text[...]) else { throw unreadable(key, "a size", text) }
        return size
    }

    /// The currency of `key`, or `fallback` when it is empty (the backend leaves it out of some answers).
    func currency(_ key: String, fallback: Currency) throws(FieldError) -> Currency {
        guard let text = try text(key) else { return fallback }
        guard let currency = Currency(rawValue: text.uppercased()) else { throw unreadable(key, "a currency code", text) }
        return currency
    }

    /// The asset path of `key` (a leading `/` is dropped).
    func assetPath(_ key: String) throws(FieldError) -> AssetPath? {
        guard let text = try text(key) else { return nil }
        guard let path = AssetParser.path(text) else { throw unreadable(key, "a relative asset path", text) }
        return path
    }
}

// MARK: - Dates and times

extension FieldReader {
    /// The day of `key`, written `dd.MM.yyyy` (a time after it is ignored).
    func day(_ key: String) throws(FieldError) -> CalendarDay? {
        guard let text = try text(key) else { return nil }
        guard let local = DateParser.shopDate(text) else { throw unreadable(key, "a date dd.MM.yyyy", text) }
        return local.day
    }

    /// Like `day(_:)`, but a missing value is an error.
    func requiredDay(_ key: String) throws(FieldError) -> CalendarDay {
        guard let day = try day(key) else { throw error(key, .missing) }
        return day
    }

    /// The instant of `key`, written `dd.MM.yyyy HH:mm` in shop time.
    func shopTime(_ key: String, localTime: LocalTimeConverter) throws(FieldError) -> Date? {
        guard let text = try text(key) else { return nil }
        guard let local = DateParser.shopDate(text) else { throw unreadable(key, "a time dd.MM.yyyy HH:mm", text) }
        return try instant(local, key, text, localTime)
    }

    /// The instant of `key`, written in ISO 8601 without a zone in shop time (`updated`).
    func isoTime(_ key: String, localTime: LocalTimeConverter) throws(FieldError) -> Date? {
        guard let text = try text(key) else { return nil }
        guard let local = DateParser.isoDate(text) else { throw unreadable(key, "an ISO 8601 time", text) }
        return try instant(local, key, text, localTime)
    }

    /// The instant of `local`, or an unreadable-value error when the shop's zone cannot place it.
    private func instant(_ local: LocalDateTime, _ key: String, _ text: String, _ localTime: LocalTimeConverter) throws(FieldError) -> Date
    {
        do {
            return try localTime.date(local)
        } catch {
            throw unreadable(key, "a time the shop's time-zone rules cover", text)
        }
    }
}
