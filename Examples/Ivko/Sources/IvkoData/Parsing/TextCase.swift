/// Fixes the backend's shouting: names arrive upper case (`SEQUIN DRESS`, `PETROVIĆ`) or lower case
/// (`knitwear`) and are meant to be shown in title case.
///
/// Only single-cased text is changed: text that already mixes cases (`Kings & Dukes`, `McDonald`,
/// `Novi Sad`) is kept as written. Words with a digit are codes or measures and keep their case
/// (`30°C`, `W26`). A letter after a hyphen, slash, period or bracket starts a word (`Off-White`);
/// one after an apostrophe does not (`O'neill` — a known limit). Expects trimmed, collapsed text.
enum TextCase {
    /// Every word capitalised: `SEQUIN DRESS` → `Sequin Dress`, `95% VISCOSE` → `95% Viscose`.
    static func titleCased(_ text: String) -> String {
        guard isSingleCased(text) else { return text }
        return recase(text, capitalizingEveryWord: true)
    }

    /// Only the first word capitalised: `NO BLEACH` → `No bleach`, `30°C` → `30°C`.
    static func sentenceCased(_ text: String) -> String {
        guard isSingleCased(text) else { return text }
        return recase(text, capitalizingEveryWord: false)
    }

    /// Whether the text's letters are all upper case or all lower case (and there is a letter).
    static func isSingleCased(_ text: String) -> Bool {
        var hasUpper = false
        var hasLower = false
        // ASCII text, the common case, byte by byte; any other text scalar by scalar.
        let isASCII = AsciiDigits.withBytes(of: text) { bytes in
            for byte in bytes {
                guard byte < 0x80 else { return false }
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { hasUpper = true }
                if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") { hasLower = true }
            }
            return true
        }
        if isASCII { return hasUpper != hasLower }
        hasUpper = false
        hasLower = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { hasUpper = true }
                if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") { hasLower = true }
            } else {
                let properties = scalar.properties
                if properties.isUppercase { hasUpper = true }
                if properties.isLowercase { hasLower = true }
            }
            if hasUpper, hasLower { return false }
        }
        return hasUpper || hasLower
    }

    private static func recase(_ text: String, capitalizingEveryWord: Bool) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return recaseASCII(text, capitalizingEveryWord: capitalizingEveryWord) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var isFirstWord = true
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !result.isEmpty { result.append(" ") }
            if word.contains(where: \.isNumber) {
                result.append(contentsOf: word)
            } else {
                append(word, capitalized: capitalizingEveryWord || isFirstWord, to: &result)
            }
            isFirstWord = false
        }
        return result
    }

    private static func append(_ word: Substring, capitalized: Bool, to result: inout String) {
        var startsWord = capitalized
        for character in word.lowercased() {
            if character.isLetter {
                if startsWord { result.append(contentsOf: character.uppercased()) } else { result.append(character) }
                startsWord = false
            } else {
                result.append(character)
                if capitalized, character != "'", character != "’" { startsWord = true }
            }
        }
    }

    /// `recase` for ASCII text, byte by byte (the common case, and much cheaper than `Character`s).
    private static func recaseASCII(_ text: String, capitalizingEveryWord: Bool) -> String {
        AsciiDigits.withBytes(of: text) { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var wordStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
                let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
                wordStart = index + 1
                guard !word.isEmpty else { continue }
                let isFirstWord = result.isEmpty
                if !isFirstWord { result.append(UInt8(ascii: " ")) }
                if word.contains(where: AsciiDigits.isDigit) {
                    result.append(contentsOf: word)
                    continue
                }
                let capitalized = capitalizingEveryWord || isFirstWord
                var startsWord = capitalized
                for byte in word {
                    let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
                        result.append(startsWord ? lower & 0xDF : lower)
                        startsWord = false
                    } else {
                        result.append(byte)
                        if capitalized, byte != UInt8(ascii: "'") { startsWord = true }
                    }
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
