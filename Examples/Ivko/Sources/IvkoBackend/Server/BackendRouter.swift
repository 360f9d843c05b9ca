import Hummingbird

/// Builds the router: fault injection and counting first (for every request, known path or not),
/// then the access log and the error answers, then the endpoints under `/ivko/api/`.
enum BackendRouter {
    static func make(state: BackendState) -> Router<IvkoRequestContext> {
        let router = Router(context: IvkoRequestContext.self)
        router.add(middleware: FaultMiddleware(state: state))
        router.add(middleware: AccessLogMiddleware(logger: state.logger))
        router.add(middleware: ErrorAnswerMiddleware())
        let api = router.group("ivko/api")
        CatalogRoutes(state: state).register(on: api)
        StoreRoutes().register(on: api)
        AssetRoutes(state: state).register(on: api)
        AccountRoutes(state: state).register(on: api)
        CartRoutes(state: state).register(on: api)
        OrderRoutes(state: state).register(on: api)
        PushRoutes(state: state).register(on: router)
        return router
    }
}
