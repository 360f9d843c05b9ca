public import Screens

/// The alert that tells the user an action did not work (a button's message failed, or nobody
/// could answer it), over whatever the scene shows, so no button is left having done nothing
/// without a word. Its only action is OK.
public enum ActionFailedAlert {
    /// The alert for `problem`.
    @MainActor
    public static func make(for problem: ScreenProblem) -> AlertController {
        let alert = AlertController(title: "That did not work", message: problem.message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        return alert
    }
}
