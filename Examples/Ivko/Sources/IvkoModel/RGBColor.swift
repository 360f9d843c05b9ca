/// A display colour given as red, green and blue components (a theme's colour).
public struct RGBColor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The red component, 0…255.
    public var red: UInt8
    /// The green component, 0…255.
    public var green: UInt8
    /// The blue component, 0…255.
    public var blue: UInt8

    /// Makes a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#rrggbb` or `#rgb` (the `#` optional, either case; hexadecimal digits only);
    /// `nil` for anything else. The shop's one hex-colour parse: the data layer reads a theme's
    /// colour with it, and the screens their swatches' table.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.utf8.count == 3 || digits.utf8.count == 6,
            digits.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        if digits.utf8.count == 6 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(red: UInt8(value >> 8 & 0xF) * 17, green: UInt8(value >> 4 & 0xF) * 17, blue: UInt8(value & 0xF) * 17)
        }
    }

    /// The colour as `#rrggbb` in lower case.
    public var hex: String {
        "#"
            + [red, green, blue].map { component in
                let text = String(component, radix: 16)
                return component < 16 ? "0" + text : text
            }.joined()
    }

    /// The colour as `#rrggbb`.
    public var description: String { hex }
}
