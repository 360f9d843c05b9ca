import Hummingbird

/// `slides.json`, `seasons.json`, `colors.json`, `products.json` and `details`.
struct CatalogRoutes {
    let state: BackendState

    func register(on api: RouterGroup<IvkoRequestContext>) {
        api.get("slides.json") { _, _ in try slides() }
        api.get("seasons.json") { _, _ in try ExportJSON.response(SeasonsRecord(seasons: state.catalog.seasons)) }
        api.get("colors.json") { _, _ in try colors() }
        api.get("products.json") { request, _ in
            try ProductExport(catalog: state.catalog, exportedAt: ShopCalendar.minuteString(state.clock.now()))
                .response(
                    query: ProductExport.Query(
                        pageText: request.uri.queryParameters.get("page"), sizeText: request.uri.queryParameters.get("size")
                    ))
        }
        api.get("details") { request, _ in try details(style: request.uri.queryParameters.get("style")) }
    }

    private func slides() throws -> Response {
        let today = state.clock.now()
        return try ExportJSON.response(state.catalog.slides.map { $0.record(today: today) })
    }

    private func colors() throws -> Response {
        let table = Dictionary(state.catalog.colors.map { ($0.code, $0.name) }, uniquingKeysWith: { first, _ in first })
        return try ExportJSON.response(ColorsRecord(colors: table))
    }

    private func details(style: String?) throws -> Response {
        guard let style, let product = state.catalog.product(style: style) else {
            throw BackendFailure.styleNotFound
        }
        return try ExportJSON.response(
            DetailsRecord(
                style: product.style, price: product.livePrice, stock: product.stock,
                related: product.related.joined(separator: ",")
            )
        )
    }
}

/// `seasons.json`.
struct SeasonsRecord: Encodable {
    let seasons: [CatalogSeason]
}

/// `colors.json`.
struct ColorsRecord: Encodable {
    let colors: [String: String]
}

/// `details?style=`.
struct DetailsRecord: Encodable {
    let style: String
    let price: ExportPrice
    let stock: [StockEntry]
    let related: String
}
