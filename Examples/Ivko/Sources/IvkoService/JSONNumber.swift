public import Foundation

/// A JSON number as the backend wrote it, kept exactly whenever its digits are known: integers
/// as integers, other numbers as the exact `Decimal` of their digits. Only a number whose digits
/// cannot be known exactly (more than 15 significant digits that reached the app as a binary
/// `Double`, or a magnitude outside `Decimal`'s range such as `1e300` or `5e-324`) is kept as a
/// `Double` and reported as inexact, so a reader of amounts can refuse it instead of rounding.
///
/// Equal numbers compare equal however they were written (`3`, `3.0`, `30e-1`), except inexact
/// ones, which equal only the same `Double`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// How the number is kept: the first exact form that fits.
    enum Storage: Sendable, Hashable {
        /// A whole number that fits `Int64`.
        case integer(Int64)
        /// A whole number above `Int64.max` that fits `UInt64`.
        case unsigned(UInt64)
        /// Any other number whose digits are known, exactly.
        case decimal(Decimal)
        /// A number whose digits are not known exactly (see the type's notes).
        case inexact(Double)
    }

    let storage: Storage

    /// The most significant digits a `Double` holds exactly: a number written with at most 15
    /// digits comes back unchanged from the shortest text of its `Double`.
    static let exactDoubleDigits = 15

    /// An integer.
    public init(_ value: Int64) {
        storage = .integer(value)
    }

    /// An unsigned integer.
    public init(_ value: UInt64) {
        storage = Int64(exactly: value).map(Storage.integer) ?? .unsigned(value)
    }

    /// A decimal number, kept as an integer when it is a whole one; NaN is kept as an inexact NaN.
    public init(_ value: Decimal) {
        if value.isNaN {
            storage = .inexact(.nan)
        } else if let integer = Self.integer(exactly: value) {
            storage = .integer(integer)
        } else {
            storage = .decimal(value)
        }
    }

    /// A binary floating-point number: exact when its shortest text has at most 15 significant
    /// digits and `Decimal` can hold it, inexact otherwise (infinities and NaN included).
    public init(_ value: Double) {
        if let integer = Int64(exactly: value) {
            storage = .integer(integer)
        } else if let decimal = Self.exactDecimal(of: value) {
            storage = .decimal(decimal)
        } else {
            storage = .inexact(value)
        }
    }

    /// An integer literal.
    public init(integerLiteral value: Int64) {
        self.init(value)
    }

    /// A floating-point literal, as `init(_: Double)`.
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// The exact value as a `Decimal`; nil when the number is inexact.
    public var exactDecimal: Decimal? {
        switch storage {
        case .integer(let value): Decimal(value)
        case .unsigned(let value): Decimal(value)
        case .decimal(let value): value
        case .inexact: nil
        }
    }

    /// The value when it is a whole number that fits `Int`; nil otherwise.
    public var integerValue: Int? {
        if case .integer(let value) = storage { return Int(exactly: value) }
        return nil
    }

    /// The value as the closest `Double` (for numbers that are measures, not amounts).
    public var doubleValue: Double {
        switch storage {
        case .integer(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .decimal(let value): NSDecimalNumber(decimal: value).doubleValue
        case .inexact(let value): value
        }
    }

    /// Whether the number's digits are known exactly.
    public var isExact: Bool {
        if case .inexact = storage { return false }
        return true
    }

    /// The number in plain digits (`129.9`, `9223372036854775807`); an inexact one as its `Double`.
    public var description: String {
        switch storage {
        case .integer(let value): "\(value)"
        case .unsigned(let value): "\(value)"
        case .decimal(let value): "\(value)"
        case .inexact(let value): "\(value)"
        }
    }

    /// `value` as an `Int64` when it is a whole number in range.
    private static func integer(exactly value: Decimal) -> Int64? {
        guard value >= Decimal(Int64.min), value <= Decimal(Int64.max) else { return nil }
        let candidate = NSDecimalNumber(decimal: value).int64Value
        return Decimal(candidate) == value ? candidate : nil
    }

    /// The exact `Decimal` of `value`'s shortest text when that has at most 15 significant digits
    /// and fits `Decimal`'s range; nil otherwise.
    private static func exactDecimal(of value: Double) -> Decimal? {
        guard value.isFinite else { return nil }
        let text = "\(value)"
        var digits = 0
        var leading = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
            if leading, byte == UInt8(ascii: "0") { continue }
            leading = false
            digits += 1
        }
        guard digits <= exactDoubleDigits,
            let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
            !decimal.isNaN, decimal.isZero == value.isZero
        else { return nil }
        // `Decimal` keeps at most 38 digits and exponents of -128…127: outside, the text's value is
        // lost. Checked through the decimal's own digits, read back by the exactly rounding `Double`
        // parser: `NSDecimalNumber.doubleValue` is one ulp off on Linux for some (`19.99`).
        return Double(decimal.description) == value ? decimal : nil
    }
}
