import Coordinators
import Foundation
import IvkoApp

extension IvkoFuzzTargets {
    /// Restored navigation: the bytes as the saved navigation `ShopCoordinator.savedNavigation`
    /// hands to the main tree, decoded as `SceneNavigation<ShopPage>` and applied with
    /// `restoreNavigation(from:)` to a fresh tab bar of the shop's three stacks (`FuzzShopTabs`).
    ///
    /// A state that decodes must encode and decode to itself. Applied, every stack it names shows
    /// exactly the pages of the last path naming it (or, without pages, what it showed before);
    /// dropped, the scene is exactly as it was (never half restored).
    @MainActor
    public static func restoredNavigation(_ bytes: [UInt8]) -> FuzzOutcome {
        let data = Data(bytes)
        let saved: SceneNavigation<ShopPage>?
        do {
            let decoded = try SceneNavigation<ShopPage>(restorationData: data)
            let again = try SceneNavigation<ShopPage>(restorationData: decoded.restorationData())
            FuzzInvariant.check(again == decoded, "a saved navigation changed when saved again: \(decoded) became \(again)")
            saved = decoded
        } catch is DecodingError {
            saved = nil
        } catch is EncodingError {
            FuzzInvariant.fail("a decoded navigation does not encode")
        } catch {
            FuzzInvariant.fail("SceneNavigation(restorationData:) threw \(type(of: error)), not DecodingError: \(error)")
        }

        let tabs = FuzzShopTabs()
        tabs.start()
        let before = tabs.navigation
        let outcome = tabs.restoreNavigation(from: data)
        let after = tabs.navigation
        guard let outcome else {
            FuzzInvariant.check(after == before, "a dropped navigation changed the scene from \(before) to \(after)")
            return .rejected(error: saved == nil ? "does not decode" : "does not fit the app")
        }
        guard let saved else { FuzzInvariant.fail("bytes that do not decode were applied: \(outcome)") }
        FuzzInvariant.check(outcome == .applied, "a started scene queued the navigation")
        // The last path naming a stack sets it; one without pages keeps the stack as it was.
        var expected: [String: [ShopPage]] = [:]
        for path in saved.paths { expected[path.stack] = path.pages }
        for (stack, pages) in expected {
            let pages = pages.isEmpty ? before.paths.first { $0.stack == stack }?.pages : pages
            let shown = tabs.stack(named: stack)?.pages
            FuzzInvariant.check(shown == pages, "stack \(stack) shows \(shown ?? []) after restoring \(pages ?? [])")
        }
        if let selected = saved.selectedStack {
            FuzzInvariant.check(after.selectedStack == selected, "restored \(selected) but selected \(after.selectedStack ?? "none")")
        }
        return .value(summary: "restored \(saved.paths.count) stacks")
    }
}
