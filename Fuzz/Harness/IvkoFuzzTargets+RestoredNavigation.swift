import Coordinators
import Foundation
import IvkoApp
import IvkoScreens

extension IvkoFuzzTargets {
    /// Restored navigation: the bytes a `ShopNavigationKeeping` hands out (`takeSavedNavigation()`),
    /// which `MainCoordinator` restores as it starts, decoded as `SceneNavigation<ShopPage>` and applied with
    /// `restoreNavigation(from:)` to a fresh tab bar of the shop's three stacks (`FuzzShopTabs`).
    ///
    /// A state that decodes must encode and decode to itself. Applied, every stack it names shows
    /// exactly the pages of the last path naming it (or, without pages, what it showed before);
    /// dropped, the scene is exactly as it was (never half restored).
    @MainActor
    public static func restoredNavigation(_ bytes: [UInt8]) -> FuzzOutcome {
        FuzzInvariant.outcome { () throws(BrokenInvariant) in try restoredNavigationInput(bytes) }
    }

    @MainActor
    private static func restoredNavigationInput(_ bytes: [UInt8]) throws(BrokenInvariant) -> FuzzOutcome {
        let data = Data(bytes)
        let saved: SceneNavigation<ShopPage>?
        do {
            saved = try SceneNavigation<ShopPage>(restorationData: data)
        } catch is DecodingError {
            saved = nil
        } catch {
            throw FuzzInvariant.broken("SceneNavigation(restorationData:) threw \(type(of: error)), not DecodingError: \(error)")
        }
        if let saved {
            let again: SceneNavigation<ShopPage>
            do {
                again = try SceneNavigation<ShopPage>(restorationData: saved.restorationData())
            } catch {
                throw FuzzInvariant.broken("a decoded navigation does not encode and decode again: \(error)")
            }
            try FuzzInvariant.check(again == saved, "a saved navigation changed when saved again: \(saved) became \(again)")
        }

        let tabs = FuzzShopTabs()
        tabs.start()
        let before = tabs.navigation
        let outcome = tabs.restoreNavigation(from: data)
        let after = tabs.navigation
        guard let outcome else {
            try FuzzInvariant.check(after == before, "a dropped navigation changed the scene from \(before) to \(after)")
            return .rejected(error: saved == nil ? "does not decode" : "does not fit the app")
        }
        guard let saved else { throw FuzzInvariant.broken("bytes that do not decode were applied: \(outcome)") }
        try FuzzInvariant.check(outcome == .applied, "a started scene queued the navigation")
        // The last path naming a stack sets it; one without pages keeps the stack as it was.
        var expected: [String: [ShopPage]] = [:]
        for path in saved.paths { expected[path.stack] = path.pages }
        for (stack, pages) in expected {
            let pages = pages.isEmpty ? before.paths.first { $0.stack == stack }?.pages : pages
            let shown = tabs.stack(named: stack)?.pages
            try FuzzInvariant.check(shown == pages, "stack \(stack) shows \(shown ?? []) after restoring \(pages ?? [])")
        }
        if let selected = saved.selectedStack {
            try FuzzInvariant.check(after.selectedStack == selected, "restored \(selected) but selected \(after.selectedStack ?? "none")")
        }
        return .value(summary: "restored \(saved.paths.count) stacks")
    }
}
