import Foundation

/// A JSON string or whole number, read as text (`"11"` or `11`).
struct LenientText: Decodable, Equatable {
    let value: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else {
            value = String(try container.decode(Int.self))
        }
    }
}

/// A JSON whole number or numeric string, read as an integer (`1`, `"1"`, `"007"`); booleans and
/// fractions are refused.
struct LenientInteger: Decodable, Equatable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
            return
        }
        let text = try container.decode(String.self)
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a whole number: \(text)")
        }
        value = number
    }
}

/// Decodes an element that may not fit, keeping `nil` instead of failing the whole array.
struct Lenient<Wrapped: Decodable>: Decodable {
    let value: Wrapped?

    init(from decoder: any Decoder) throws {
        value = try? Wrapped(from: decoder)
    }
}
