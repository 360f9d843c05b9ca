import Foundation
import IvkoApp
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens

/// The backstage every window's `ShopCoordinator` shares. A second window (`w`) is the same shop:
/// one catalog, one account, one customer database. So the first stage is built once, and a
/// customer's database opened by one window is handed to the next and closed when the last window
/// lets go of it.
///
/// It also starts the live backstage late: the program draws its first frame while the embedded
/// backend and the `LiveShopBackstage` are still being made (`makeLive`), and the first stage waits
/// for them.
actor WindowSharedBackstage: ShopBackstage {
    private let makeLive: Task<LiveShopBackstage, any Error>
    private let started = LiveBox()
    private var firstStage: Task<AppDependency, any Error>?
    private var firstValue: AppDependency?
    private var userStage: (customer: CustomerNumber, task: Task<AppDependency, any Error>)?
    private var userStageHolders = 0

    /// A backstage whose live part `makeLive` makes (starting the embedded backend first, say).
    init(makeLive: @escaping @Sendable () async throws -> LiveShopBackstage) {
        let box = started
        self.makeLive = Task {
            let live = try await makeLive()
            box.set(live)
            return live
        }
    }

    /// The live backstage, once made.
    nonisolated var live: LiveShopBackstage? { started.value }

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
            let first = try await task.value
            firstValue = first
            return first
        } catch {
            if firstStage == task { firstStage = nil }
            throw error
        }
    }

    func openUserStage(
        for customer: CustomerNumber, on first: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws -> AppDependency {
        if let userStage, userStage.customer == customer {
            userStageHolders += 1
            do {
                return try await userStage.task.value
            } catch {
                userStageHolders -= 1
                throw error
            }
        }
        let makeLive = makeLive
        let task = Task { try await makeLive.value.openUserStage(for: customer, on: first, progress: progress) }
        userStage = (customer, task)
        userStageHolders = 1
        do {
            return try await task.value
        } catch {
            if userStage?.task == task {
                userStage = nil
                userStageHolders = 0
            }
            throw error
        }
    }

    func closeUserStage(of dependency: AppDependency) async -> AppDependency {
        userStageHolders -= 1
        if userStageHolders > 0, let firstValue { return firstValue }
        userStage = nil
        userStageHolders = 0
        guard let live else { return dependency }
        let first = await live.closeUserStage(of: dependency)
        firstValue = first
        return first
    }

    func resetUserData(of customer: CustomerNumber) async throws {
        try await makeLive.value.resetUserData(of: customer)
    }

    nonisolated func failure(of error: any Error) -> ShopFailure {
        live?.failure(of: error) ?? .unexpected
    }
}

/// The live backstage once it exists, readable from any thread.
private final class LiveBox: @unchecked Sendable {
    private let lock = NSLock()
    private var live: LiveShopBackstage?

    var value: LiveShopBackstage? { lock.withLock { live } }

    func set(_ live: LiveShopBackstage) { lock.withLock { self.live = live } }
}
