import AsyncTools
public import IvkoApp
public import IvkoMiddleware
public import IvkoModel

/// A backstage whose live part is still being made when the shop starts: a program draws its first
/// frame (the loading screen) while its embedded backend and its `LiveShopBackstage` are made
/// (`makeLive`), and the app-wide managers wait for them. Every scene of the program shares it: the
/// application coordinator builds the app-wide managers once for all of them, and the live backstage
/// shares a customer's database among that customer's scenes.
public actor StartingBackstage: ShopBackstage {
    private let makeLive: Task<LiveShopBackstage, any Error>
    /// The live backstage once made, readable from any thread.
    private let started = Locked<LiveShopBackstage?>(nil)

    /// A backstage whose live part `makeLive` makes (starting an embedded backend first, say).
    public init(makeLive: @escaping @Sendable () async throws -> LiveShopBackstage) {
        let box = started
        self.makeLive = Task {
            let live = try await makeLive()
            box.withLock { $0 = live }
            return live
        }
    }

    /// The live backstage, once made.
    public nonisolated var live: LiveShopBackstage? { started.withLock { $0 } }

    /// Waits for the live backstage (throwing what stopped it from being made).
    public func liveBackstage() async throws -> LiveShopBackstage {
        try await makeLive.value
    }

    /// The live backstage's app-wide managers, once it is made.
    public func makeAppManagers() async throws(ShopError) -> AppDependency {
        try await madeLive().makeAppManagers()
    }

    /// The live backstage's opening of `customer`'s data.
    public func openUserData(
        for customer: CustomerNumber, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency {
        try await madeLive().openUserData(for: customer, adding: app, progress: progress)
    }

    /// Hands the customer's managers in `app` back to the live backstage (which made them, so it is there).
    public func closeUserData(of app: AppDependency) async {
        await live?.closeUserData(of: app)
    }

    /// The live backstage's reset of `customer`'s data.
    public func resetUserData(of customer: CustomerNumber) async throws(ShopError) {
        try await madeLive().resetUserData(of: customer)
    }

    /// The live backstage, or what stopped it from being made as the shop's failure: a backend that
    /// could not be started is a shop that does not answer.
    private func madeLive() async throws(ShopError) -> LiveShopBackstage {
        do {
            return try await makeLive.value
        } catch {
            throw error as? ShopError ?? .serverFailure(reason: "the shop could not be started: \(error)")
        }
    }
}
