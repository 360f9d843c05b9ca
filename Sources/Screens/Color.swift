/// A colour as red, green and blue components (0…255 each): what a view is filled with
/// (`View.backgroundColor`), like UIKit's `UIColor`. Screens never draws it; a renderer shows it as
/// well as it can (a browser exactly, a terminal as a cell background brought down to its palette).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…255.
    public var red: UInt8
    /// The green component, 0…255.
    public var green: UInt8
    /// The blue component, 0…255.
    public var blue: UInt8

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A grey: `white` for each component (0 black, 255 white), like `UIColor(white:alpha:)`.
    public init(white: UInt8) {
        self.init(red: white, green: white, blue: white)
    }

    /// Parses `#rrggbb` or `#rgb` (the `#` optional, either case); `nil` for anything else, so a
    /// colour read from data never fails louder than a missing one.
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

    /// The colour as `#rrggbb` in lower case (what a browser is given).
    public var hex: String {
        "#"
            + [red, green, blue].map { component in
                let text = String(component, radix: 16)
                return component < 16 ? "0" + text : text
            }.joined()
    }

    /// The colour as `#rrggbb`.
    public var description: String { hex }

    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 255)
    /// A middle grey: a neutral fill for something whose colour is not known.
    public static let gray = Color(white: 128)
}
