import CoordinatorsTestSupport
import Foundation
import Screens
import Signals
import StatelessCoordinators
import Testing

/// A list's cells report Save and Share through their view models; the list merges them with a bus
/// and `mapIO` into its own outputs, and the vending coordinator maps those into the flow's.
@MainActor
@Suite("Stateless: cell outputs through a bus")
struct ListOutputsTests {
    let store = TimelineStore.sample()
    let navigation: IONavigationController<TimelineFlow>
    let timeline: TimelineViewController

    init() throws {
        navigation = TimelineFlow.vend(store: store)
        timeline = try #require(navigation.topViewController as? TimelineViewController)
    }

    @Test("Save and share tapped in cells reach the list's outputs and the coordinator's, in tap order")
    func cellOutputsReachTheCoordinator() throws {
        let listOutputs = Recorder(timeline.outputs)
        let flowOutputs = Recorder(navigation.outputs)
        #expect(try #require(timeline.cell(at: 0)).shareButton.tap())
        #expect(try #require(timeline.cell(at: 1)).saveButton.tap())
        #expect(try #require(timeline.cell(at: 2)).shareButton.tap())
        #expect(listOutputs.values == [.share(1), .save(2), .share(3)])
        #expect(flowOutputs.values == [.share(1), .save(2), .share(3)])
    }

    @Test("A reused cell reports for the item it shows now")
    func reusedCell() throws {
        let flowOutputs = Recorder(navigation.outputs)
        timeline.list.visibleItemLimit = 2
        let shownBefore = timeline.list.visibleCells
        #expect(timeline.list.indexPathsForVisibleItems.map(\.item) == [0, 1])
        #expect(timeline.list.userScroll(byItems: 1))
        let reused = try #require(timeline.cell(at: 2))
        #expect(shownBefore.contains { $0 === reused })
        reused.saveButton.tap()
        #expect(flowOutputs.values == [.save(3)])
    }

    @Test("Cell models replaced by a refresh are released and stop reporting; the bus goes on with the new ones")
    func replacedModels() throws {
        let flowOutputs = Recorder(navigation.outputs)
        weak let oldModel = timeline.models.first
        let oldSignal = try #require(timeline.models.first).outputs
        #expect(oldModel != nil)

        timeline.refreshButton.tap()
        #expect(store.loadCount == 2)
        #expect(oldModel == nil)
        #expect(!oldSignal.isAlive)
        #expect(timeline.outputs.isAlive)
        #expect(navigation.outputs.isAlive)

        try #require(timeline.cell(at: 0)).saveButton.tap()
        #expect(flowOutputs.values == [.save(1)])
    }
}
