import Foundation

/// The form of text used to search: lower case, accents removed, so `šifon` finds `ŠIFON HALJINA`
/// and `Šifon`. Serbian `đ` becomes `d`.
enum SearchText {
    /// `text` folded for search.
    static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "đ", with: "d")
    }
}
