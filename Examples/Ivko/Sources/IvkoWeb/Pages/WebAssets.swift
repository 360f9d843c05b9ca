import Foundation

/// The page's script and style sheet, resources of this module, read once.
enum WebAssets {
    /// The URL path of the script.
    static let scriptPath = "/ivko-assets/shop.js"
    /// The URL path of the style sheet.
    static let stylePath = "/ivko-assets/shop.css"

    /// The script's text.
    static let script: String = text(of: "shop", extension: "js")
    /// The style sheet's text.
    static let style: String = text(of: "shop", extension: "css")

    private static func text(of name: String, extension kind: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: kind), let data = try? Data(contentsOf: url) else {
            return ""
        }
        return String(decoding: data, as: UTF8.self)
    }
}
