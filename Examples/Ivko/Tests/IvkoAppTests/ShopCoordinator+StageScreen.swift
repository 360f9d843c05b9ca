import Coordinators
import IvkoApp
import IvkoScreens
import Screens

extension ShopCoordinator {
    /// The screen the scene shows now, inside its stage's containers: what the tests look at.
    var stageScreen: ViewController? {
        var screen = rootViewController.current
        while let stage = screen as? StageViewController { screen = stage.current }
        return screen
    }
}
