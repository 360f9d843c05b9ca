/// The character references the backend's texts use: numeric (`&#269;`, `&#x10D;`) and the HTML
/// named ones a shop's texts need (all of Latin-1, typography, and the Serbian/Croatian letters).
enum HTMLEntities {
    /// The character a named reference stands for, by name without `&` and `;` (case matters).
    static func named(_ name: String) -> Unicode.Scalar? {
        table[name]
    }

    /// The character a numeric reference stands for. As HTML does, 128…159 are read as
    /// Windows-1252 (`&#150;` is an en dash), and 0, surrogates and values past U+10FFFF become U+FFFD.
    static func numeric(_ value: UInt32) -> Unicode.Scalar {
        if (0x80...0x9F).contains(value), let mapped = windows1252[Int(value - 0x80)] {
            return mapped
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// Latin-1 names, in order from U+00A0.
    private static let latin1Names = """
        nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr \
        deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest \
        Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml \
        ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig \
        agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml \
        eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
        """

    private static let otherNames: [String: UInt32] = [
        "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27,
        "ndash": 0x2013, "mdash": 0x2014, "hellip": 0x2026, "bull": 0x2022, "prime": 0x2032, "Prime": 0x2033,
        "lsquo": 0x2018, "rsquo": 0x2019, "sbquo": 0x201A, "ldquo": 0x201C, "rdquo": 0x201D, "bdquo": 0x201E,
        "lsaquo": 0x2039, "rsaquo": 0x203A, "dagger": 0x2020, "Dagger": 0x2021, "permil": 0x2030,
        "euro": 0x20AC, "trade": 0x2122, "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009,
        "zwnj": 0x200C, "zwj": 0x200D, "minus": 0x2212, "larr": 0x2190, "rarr": 0x2192,
        "Scaron": 0x160, "scaron": 0x161, "Zcaron": 0x17D, "zcaron": 0x17E, "Ccaron": 0x10C, "ccaron": 0x10D,
        "Cacute": 0x106, "cacute": 0x107, "Dstrok": 0x110, "dstrok": 0x111, "OElig": 0x152, "oelig": 0x153,
        "Yuml": 0x178, "fnof": 0x192, "circ": 0x2C6, "tilde": 0x2DC,
    ]

    private static let table: [String: Unicode.Scalar] = {
        var table: [String: Unicode.Scalar] = [:]
        for (offset, name) in latin1Names.split(separator: " ").enumerated() {
            table[String(name)] = Unicode.Scalar(UInt8(0xA0 + offset))
        }
        for (name, value) in otherNames {
            table[name] = Unicode.Scalar(value)
        }
        return table
    }()

    /// Windows-1252 characters for 0x80…0x9F (`nil` where the code page has none).
    private static let windows1252: [Unicode.Scalar?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,
    ].map { $0.flatMap(Unicode.Scalar.init) }
}
