import IvkoModel

/// Reads a product's `sizes`:
/// - a range over the letter sizes, `"XS-L"` → XS, S, M, L (either order, any letter case, spaces allowed);
/// - a list, `"36/38/40"` or `"S/M"` (spaces allowed, repeats dropped);
/// - a single size, `"M"`, `"38"`, `"ONE SIZE"`.
/// The result is in size-chart order. A range whose ends are not both letter sizes (`"36-42"`,
/// `"XS-FOO"`), an empty list element (`"36//40"`) or a comma is unreadable. Repeats are dropped
/// through a set, so a hostile list of a million sizes costs linear time, not quadratic.
enum SizeParser {
    /// The sizes in trimmed, non-empty `text`, or `nil` when it cannot be read.
    static func sizes(from text: String) -> [Size]? {
        if text.utf8.contains(UInt8(ascii: "/")) {
            var sizes: [Size] = []
            var seen: Set<Size> = []
            for part in text.split(separator: "/", omittingEmptySubsequences: false) {
                guard let size = size(from: part), !part.utf8.contains(UInt8(ascii: "-")) else { return nil }
                if seen.insert(size).inserted { sizes.append(size) }
            }
            return sizes.sorted()
        }
        if text.utf8.contains(UInt8(ascii: "-")) {
            let ends = text.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 2, let first = letterIndex(ends[0]), let last = letterIndex(ends[1]) else { return nil }
            return Array(Size.letterSizes[min(first, last)...max(first, last)])
        }
        return size(from: text[...]).map { [$0] }
    }

    /// One size from a label: trimmed, letter sizes upper-cased; `nil` when empty or holding a comma.
    static func size(from label: Substring) -> Size? {
        let trimmed = TextTrimming.trimmed(String(label))
        guard !trimmed.isEmpty, !trimmed.contains(",") else { return nil }
        let upper = trimmed.uppercased()
        if Size.letterSizes.contains(where: { $0.rawValue == upper }) { return Size(rawValue: upper) }
        return Size(rawValue: trimmed)
    }

    private static func letterIndex(_ label: Substring) -> Int? {
        size(from: label)?.letterIndex
    }
}
