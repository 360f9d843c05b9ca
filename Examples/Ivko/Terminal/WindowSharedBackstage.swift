import AsyncTools
import Foundation
import IvkoApp
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens

/// The backstage every window's `ShopCoordinator` shares. A second window (`w`) is the same shop:
/// one catalog, one account, one customer database. So the first stage is built once here; a
/// customer's database (with its cart and orders) is shared among the windows by the
/// `LiveShopBackstage` itself, which closes it when the last window hands it back.
///
/// It also starts the live backstage late: the program draws its first frame while the embedded
/// backend and the `LiveShopBackstage` are still being made (`makeLive`), and the first stage waits
/// for them.
actor WindowSharedBackstage: ShopBackstage {
    private let makeLive: Task<LiveShopBackstage, any Error>
    /// The live backstage once made, readable from any thread.
    private let started = Locked<LiveShopBackstage?>(nil)
    private var firstStage: Task<AppDependency, any Error>?

    /// A backstage whose live part `makeLive` makes (starting the embedded backend first, say).
    init(makeLive: @escaping @Sendable () async throws -> LiveShopBackstage) {
        let box = started
        self.makeLive = Task {
            let live = try await makeLive()
            box.withLock { $0 = live }
            return live
        }
    }

    /// The live backstage, once made.
    nonisolated var live: LiveShopBackstage? { started.withLock { $0 } }

    /// Waits for the live backstage (throwing what stopped it from being made).
    func liveBackstage() async throws -> LiveShopBackstage {
        try await makeLive.value
    }

    func makeFirstStage() async throws -> AppDependency {
        if let firstStage { return try await firstStage.value }
        let makeLive = makeLive
        let task = Task { try await makeLive.value.makeFirstStage() }
        firstStage = task
        do {
            return try await task.value
        } catch {
            if firstStage == task { firstStage = nil }
            throw error
        }
    }

    func openUserStage(
        for customer: CustomerNumber, on first: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws -> AppDependency {
        try await makeLive.value.openUserStage(for: customer, on: first, progress: progress)
    }

    func closeUserStage(of dependency: AppDependency) async -> AppDependency {
        guard let live else { return dependency.removingUserManagers() }
        return await live.closeUserStage(of: dependency)
    }

    func resetUserData(of customer: CustomerNumber) async throws {
        try await makeLive.value.resetUserData(of: customer)
    }
}
