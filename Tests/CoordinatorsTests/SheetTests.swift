import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

/// A coordinator presented as a sheet lives until the sheet goes, however it goes.
@MainActor
@Suite("Sheets")
struct SheetTests {
    let navigation = NavigationController()
    let app: FlowCoordinator

    init() {
        app = FlowCoordinator("app", navigationController: navigation, screens: ["home"])
        app.start()
    }

    func makeSheetFlow() -> FlowCoordinator {
        let sheetNavigation = NavigationController()
        sheetNavigation.modalPresentationStyle = .sheet
        return FlowCoordinator("filters", navigationController: sheetNavigation, screens: ["filters"])
    }

    @Test("Swiping the sheet away stops and releases its coordinator")
    func swipeReleasesCoordinator() throws {
        let leaks = LeakTracker()
        var presentation: PresentationController?
        do {
            let filters = makeSheetFlow()
            try app.presentChild(filters, from: navigation)
            leaks.track(filters)
            #expect(app.children.count == 1)
            presentation = filters.rootViewController.presentationController
        }
        #expect(presentation?.userSwipeToDismiss() == .dismissed)
        #expect(app.children.isEmpty)
        #expect(navigation.presentedViewController == nil)
        presentation = nil
        #expect(leaks.survivors == [])
    }

    @Test("A sheet that is modal in presentation stays, and so does its coordinator")
    func modalInPresentationKeepsCoordinator() throws {
        let filters = makeSheetFlow()
        filters.rootViewController.isModalInPresentation = true
        try app.presentChild(filters, from: navigation)
        let outcome = filters.rootViewController.presentationController?.userSwipeToDismiss()
        #expect(outcome == .blockedByModalInPresentation)
        #expect(filters.isStarted)
        #expect(app.children.count == 1)
    }

    @Test("Finishing the sheet's flow dismisses the sheet")
    func finishDismisses() throws {
        let leaks = LeakTracker()
        do {
            let filters = makeSheetFlow()
            try app.presentChild(filters, from: navigation)
            leaks.track(filters)
            filters.finish()
        }
        #expect(navigation.presentedViewController == nil)
        #expect(app.children.isEmpty)
        #expect(leaks.survivors == [])
    }
}
