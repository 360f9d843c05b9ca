import IvkoModel

/// Reads image and document paths, which the backend gives relative to `assets/`.
enum AssetParser {
    /// The path in trimmed text, a leading `/` dropped; `nil` when it is not a safe relative path.
    static func path(_ text: String) -> AssetPath? {
        guard text.utf8.first == UInt8(ascii: "/") else { return AssetPath(rawValue: text) }
        return AssetPath(rawValue: String(text.drop { $0 == "/" }))
    }

    /// The paths of a `;`-separated list (`gallery`); `nil` when one of them is not a safe path.
    static func paths(_ text: String) -> [AssetPath]? {
        var paths: [AssetPath] = []
        for element in CodeParser.list(text, separator: ";") {
            guard let path = path(element) else { return nil }
            paths.append(path)
        }
        return paths
    }
}
