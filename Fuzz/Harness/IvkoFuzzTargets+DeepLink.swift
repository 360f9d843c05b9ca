import Coordinators
import Foundation
import IvkoApp
import IvkoScreens

extension IvkoFuzzTargets {
    /// The deep-link parsers: the bytes (invalid UTF-8 replaced, as a link handed over as text would
    /// be) made into a URL and read both by the shop's `ShopLinks` and by the library's `LinkFormat`
    /// (over `FuzzLinkPage`, with a custom-scheme base or, when byte 0 is odd, a web base).
    ///
    /// A link that reads is written again and must read back to the same navigation or path
    /// (`url(for:)` and the readers are documented as inverses).
    public static func deepLink(_ bytes: [UInt8]) -> FuzzOutcome {
        FuzzInvariant.outcome { () throws(BrokenInvariant) in try deepLinkInput(bytes) }
    }

    private static func deepLinkInput(_ bytes: [UInt8]) throws(BrokenInvariant) -> FuzzOutcome {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let url = URL(string: text) else { return .rejected(error: "not a URL") }
        let shop = try shopLink(url)
        let format = (bytes.first ?? 0) % 2 == 0 ? FuzzLinkPage.customFormat : FuzzLinkPage.webFormat
        let library = try libraryLink(url, format: format)
        return switch (shop, library) {
        case (.broken(let broken), _), (_, .broken(let broken)): .broken(broken)
        case (.value(let shop), .value(let library)): .value(summary: "\(shop); \(library)")
        case (.value(let summary), .rejected), (.rejected, .value(let summary)): .value(summary: summary)
        case (.rejected(let shop), .rejected(let library)): .rejected(error: "\(shop); \(library)")
        }
    }

    private static func shopLink(_ url: URL) throws(BrokenInvariant) -> FuzzOutcome {
        let navigation: SceneNavigation<ShopPage>
        do throws(InvalidLink) {
            navigation = try ShopLinks.navigation(for: url)
        } catch {
            return .rejected(error: "\(error)")
        }
        try FuzzInvariant.check(navigation.paths.count == 1, "a shop link set \(navigation.paths.count) stacks")
        let path = navigation.paths[0]
        try FuzzInvariant.check(navigation.selectedStack == path.stack, "a shop link selected another stack than its own")
        guard let last = path.pages.last else { throw FuzzInvariant.broken("a shop link named no page: \(url)") }
        try FuzzInvariant.check(path.pages.allSatisfy { $0.tab == last.tab }, "a shop link mixed tabs: \(path.pages)")
        let written = ShopLinks.url(for: last)
        let again: SceneNavigation<ShopPage>
        do throws(InvalidLink) {
            again = try ShopLinks.navigation(for: written)
        } catch {
            throw FuzzInvariant.broken("the link written for \(last), \(written.absoluteString), does not read: \(error)")
        }
        try FuzzInvariant.check(again == navigation, "\(url.absoluteString) read back through \(written.absoluteString) as \(again)")
        return .value(summary: "shop link to \(path.pages)")
    }

    private static func libraryLink(_ url: URL, format: LinkFormat<FuzzLinkPage>) throws(BrokenInvariant) -> FuzzOutcome {
        let path: PagePath<FuzzLinkPage>
        do throws(InvalidLink) {
            path = try format.path(from: url)
        } catch {
            return .rejected(error: "\(error)")
        }
        let written = format.url(for: path)
        let again: PagePath<FuzzLinkPage>
        do throws(InvalidLink) {
            again = try format.path(from: written)
        } catch {
            throw FuzzInvariant.broken("the link written for \(path), \(written.absoluteString), does not read: \(error)")
        }
        try FuzzInvariant.check(again == path, "\(url.absoluteString) read back through \(written.absoluteString) as \(again)")
        return .value(summary: "link to \(path.stack) \(path.pages)")
    }
}
