import IvkoScreens
import Screens
import Testing

/// The scene's stage shows one child at a time and says when it cannot show one.
@MainActor
@Suite struct StageViewControllerTests {
    @Test func aChildReplacesTheOneBefore() throws {
        let stage = StageViewController()
        let first = ViewController()
        let second = ViewController()
        try stage.show(first)
        try stage.show(second)
        #expect(stage.current === second)
        #expect(first.parent == nil)
        #expect(second.parent === stage)
    }

    @Test func aChildThatCannotBeAddedIsThrownBackNotDropped() {
        let stage = StageViewController()
        #expect(throws: ScreensError.wouldCreateCycle) { try stage.show(stage) }
        #expect(stage.current == nil)
    }
}
