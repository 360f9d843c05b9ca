/// Writes the ratings fixture's XML: text escaped for XML, as the real service escapes it (on top of
/// the HTML entities some of its texts already hold, which therefore arrive escaped twice).
enum ReviewsXML {
    /// `text` with `&`, `<`, `>` and `"` escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `<name>escaped text</name>`.
    static func element(_ name: String, _ text: String) -> String {
        "<\(name)>\(escaped(text))</\(name)>"
    }

    /// The service's refusal envelope, e.g. for a SKU it does not know.
    static func refusal(code: String, message: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <ratingsFeed version="2.1"><error code="\(escaped(code))">\(escaped(message))</error></ratingsFeed>

        """
    }
}
