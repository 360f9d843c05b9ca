public import Foundation
public import Logging

/// A coordinator that routes a whole scene's pages: the one at a scene's root. It shows any page
/// of the scene (`PageShowing`), applies deep links and saved navigation by changing only what
/// differs, queues what the scene cannot show yet, and reports the scene's navigation after every
/// change.
///
/// `PageStackCoordinator` (a single stack: a notes app's list and note) and
/// `PageTabBarCoordinator` (a stack per tab: a shop) conform, so an app with one stack gets the
/// same links, queueing and restoration as one with tabs:
///
/// ```swift
/// let notes = NotesStack()                                     // a PageStackCoordinator<NotePage>
/// try notes.open(pageLink: URL(string: "notes://note/3")!, format: NotePage.links)
/// notes.onNavigationChange = { navigation in saved = try? navigation.restorationData() }
/// notes.restoreNavigation(from: saved)                           // next launch
/// ```
///
/// - `navigate(to:)`: a deep link or a restored state. When the scene cannot show it yet
///   (`canNavigate(to:)`: loading, signed out) it waits as `pendingNavigation`, a newer one replacing
///   it, and is applied by `applyPendingNavigation()`, which runs once a dependency change has reached
///   the coordinator's tree.
/// - `navigation` and `onNavigationChange`: the scene's navigation as a `Codable` value, handed out
///   on every change; `restoreNavigation(from:)` applies saved bytes, dropping with a warning a
///   state that no longer decodes or names what no longer exists.
@MainActor
public protocol PageRouting: PageShowing {
    /// The scene's navigation now: its stacks' pages and the selected stack.
    var navigation: SceneNavigation<ShownPage> { get }
    /// Called with the scene's navigation after every change, once per change.
    var onNavigationChange: (@MainActor (SceneNavigation<ShownPage>) -> Void)? { get set }
    /// The navigation waiting until the scene can show it, if any.
    var pendingNavigation: SceneNavigation<ShownPage>? { get }
    /// Where dropped navigations (a saved state that no longer fits, a queued link that failed) are
    /// reported as warnings.
    var logger: Logger { get }

    /// Whether the scene can show `navigation` now; until it can, a navigation waits.
    func canNavigate(to navigation: SceneNavigation<ShownPage>) -> Bool

    /// Shows `target` by changing only what differs, or queues it until the scene can show it.
    /// Throws `NavigationError`, changing nothing, when it names a stack or page the scene lacks.
    @discardableResult
    func navigate(to target: SceneNavigation<ShownPage>) throws -> NavigationOutcome

    /// Applies the queued navigation if the scene can show it now (a queued one that no longer fits
    /// is dropped with a warning). Call it when something `canNavigate(to:)` reads changed.
    func applyPendingNavigation()
}

extension PageRouting {
    /// Applies saved navigation bytes (`SceneNavigation.restorationData()`) as a deep link would be
    /// applied. Bytes that no longer decode, or a state naming a stack, page or screen that no
    /// longer exists, are dropped with a warning on `logger` and leave the scene as it is; never a
    /// crash and never a half-restored stack. Returns what became of it, `nil` when dropped.
    @discardableResult
    public func restoreNavigation(from data: Data) -> NavigationOutcome? {
        let saved: SceneNavigation<ShownPage>
        do {
            saved = try SceneNavigation(restorationData: data)
        } catch {
            logger.warning("Dropped saved navigation that no longer decodes", metadata: ["error": "\(error)"])
            return nil
        }
        do {
            return try navigate(to: saved)
        } catch {
            logger.warning("Dropped saved navigation that no longer fits the app", metadata: ["error": "\(error)"])
            return nil
        }
    }
}

/// What a page-routing coordinator keeps between a navigation's arrival and the moment the scene
/// can show it, and what it last reported: the part `PageStackCoordinator` and
/// `PageTabBarCoordinator` share.
@MainActor
struct NavigationQueue<P: Page> {
    /// The navigation waiting until the scene can show it.
    private(set) var pending: SceneNavigation<P>?
    private var lastReported: SceneNavigation<P>?

    /// Whether `target` is to be applied now (`canNavigate`: the queued one is dropped), or queued
    /// until the scene can show it (replacing a queued one). The caller applies it outside this
    /// call: applying reports the change, which this queue records.
    mutating func admit(_ target: SceneNavigation<P>, canNavigate: Bool, logger: Logger) -> Bool {
        guard canNavigate else {
            if pending != nil { logger.debug("A newer navigation replaced the queued one") }
            pending = target
            return false
        }
        pending = nil
        return true
    }

    /// Forgets the queued navigation (it is being applied).
    mutating func dropPending() {
        pending = nil
    }

    /// Whether `current` is news to hand out (not what was handed out last); it is recorded as
    /// handed out. The caller calls the app's closure outside this call.
    mutating func isNews(_ current: SceneNavigation<P>) -> Bool {
        guard current != lastReported else { return false }
        lastReported = current
        return true
    }
}
