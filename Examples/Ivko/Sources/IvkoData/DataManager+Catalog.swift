public import Foundation
public import IvkoModel
import IvkoService
import Logging

extension DataManager {
    /// The promotions to show at `now` (`GET slides.json`), on the shop's calendar.
    public func promotions(now: Date = Date()) async throws(ShopError) -> [Promotion] {
        try await fetch(.slides) { json throws(DataError) in try converter.promotions(fromSlides: json, now: now).value }
    }

    /// The seasons with their themes (`GET seasons.json`).
    public func seasons() async throws(ShopError) -> [Season] {
        try await fetch(.seasons) { json throws(DataError) in try converter.seasons(fromSeasons: json).value }
    }

    /// The colour table (`GET colors.json`).
    public func colorTable() async throws(ShopError) -> ColorTable {
        try await fetch(.colors) { json throws(DataError) in try converter.colorTable(fromColors: json).value }
    }

    /// The shop's physical stores (`GET stores.json`); unreadable ones are skipped and logged by
    /// the converter.
    public func stores() async throws(ShopError) -> [Store] {
        try await fetch(.stores) { json throws(DataError) in try converter.stores(fromStores: json).value }
    }

    /// One page of the product export (`GET products.json?page=&size=`), `page` from 1.
    public func productPage(_ page: Int, size: Int = 500) async throws(ShopError) -> ProductExportPage {
        try await fetch(.products(page: page, size: size)) { json throws(DataError) in
            try converter.productPage(fromProducts: json).value
        }
    }

    /// The live price, stock and related styles of one product (`GET details?style=`).
    public func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await fetch(.details(style: style.rawValue)) { json throws(DataError) in
            try converter.productDetails(fromDetails: json).value
        }
    }

    /// Imports the whole product export into `store`, `pageSize` products a page
    /// (`GET products.json?page=&size=`), with a `CatalogImporter` keeping as many pages in flight as
    /// the connection serves at once; the old catalog stays when it fails. The catalog manager asks for
    /// it through `ShopCalls`.
    package func importCatalog(
        into store: CatalogStore, pageSize: Int = 500,
        progress: @escaping @Sendable (CatalogImportProgress) -> Void = { _ in }
    ) async throws(ShopError) -> CatalogImportFacts {
        do throws(CatalogImportError) {
            let importer = CatalogImporter(converter: converter) { [api] in api.parallelRequests() }
            return try await importer.importCatalog(
                into: store, progress: progress,
                fetchParsed: { [api] page throws(ShopError) -> JSONTree in
                    do throws(IvkoServiceError) {
                        return try await api.tree(.products(page: page, size: pageSize))
                    } catch {
                        throw ShopError(error)
                    }
                })
        } catch {
            logger.warning("catalog import failed", metadata: ["error": "\(error)"])
            throw ShopError(error)
        }
    }
}
