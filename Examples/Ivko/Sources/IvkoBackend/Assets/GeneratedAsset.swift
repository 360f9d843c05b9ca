import Foundation

/// One file served under `assets/`: its bytes, content type and strong ETag.
struct GeneratedAsset {
    let bytes: [UInt8]
    let contentType: String
    let eTag: String

    /// Whether an `If-None-Match` header value (`"a", W/"b"` or `*`) names this asset's ETag.
    func isMatched(byIfNoneMatch header: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == "*" || tag == eTag
        }
    }
}
