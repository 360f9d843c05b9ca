public import Foundation
public import IvkoModel
import IvkoService

extension ShopDataSource {
    /// The promotions to show at `now` (`GET slides.json`).
    public func promotions(now: Date = Date()) async throws(ShopDataError) -> [Promotion] {
        try await fetch(.slides) { json throws(DataError) in try dataManager.promotions(fromSlides: json, now: now).value }
    }

    /// The seasons with their themes (`GET seasons.json`).
    public func seasons() async throws(ShopDataError) -> [Season] {
        try await fetch(.seasons) { json throws(DataError) in try dataManager.seasons(fromSeasons: json).value }
    }

    /// The colour table (`GET colors.json`).
    public func colorTable() async throws(ShopDataError) -> ColorTable {
        try await fetch(.colors) { json throws(DataError) in try dataManager.colorTable(fromColors: json).value }
    }

    /// One page of the product export (`GET products.json?page=&size=`), `page` from 1.
    public func productPage(_ page: Int, size: Int = 500) async throws(ShopDataError) -> ProductPage {
        try await fetch(.products(page: page, size: size)) { json throws(DataError) in
            try dataManager.productPage(fromProducts: json).value
        }
    }

    /// The live price, stock and related styles of one product (`GET details?style=`).
    public func details(of style: StyleCode) async throws(ShopDataError) -> ProductDetails {
        try await fetch(.details(style: style.rawValue)) { json throws(DataError) in
            try dataManager.productDetails(fromDetails: json).value
        }
    }

    /// Imports the whole product export into `store`, page by page; the old catalog stays when it fails.
    public func importCatalog(
        into store: CatalogStore, pageSize: Int = 500,
        progress: @escaping @Sendable (CatalogImportProgress) -> Void = { _ in }
    ) async throws(ShopDataError) -> CatalogImportFacts {
        do {
            return try await dataManager.importCatalog(into: store, progress: progress) { [api] page in
                try await api.call(.products(page: page, size: pageSize))
            }
        } catch let error as IvkoServiceError {
            throw ShopDataError(error)
        } catch let error as DataError {
            throw ShopDataError(error)
        } catch let error as StoreError {
            throw ShopDataError(error)
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .invalidData(reason: "\(error)")
        }
    }
}
