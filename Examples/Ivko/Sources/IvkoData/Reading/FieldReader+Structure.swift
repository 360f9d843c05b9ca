import IvkoModel
import IvkoService

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
