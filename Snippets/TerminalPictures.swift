// Pictures in a terminal: an image view is drawn in coloured half blocks when the terminal has colours and
// the program gave a decoder, and as its text alternative otherwise (headless, or a plain terminal).

import Screens
import TerminalImages
import TerminalUI

// snippet.screen
private final class RecipeViewController: ViewController {
    override func loadView() {
        super.loadView()
        view.addSubview(ImageView(imagePath: "/photos/pancakes.png", accessibilityLabel: "Pancakes"))
    }
}
// snippet.end

// snippet.decoder
/// Every picture as a 2 × 2 checkerboard, red and blue: a test's pictures without files.
private struct CheckerboardDecoder: ImageDecoder {
    func decodeImage(atPath path: String) throws(ImageDecodingError) -> PixelBuffer {
        try PixelBuffer(width: 2, height: 2, rgb: [255, 0, 0, 0, 0, 255, 0, 0, 255, 255, 0, 0])
    }
}
// snippet.end

// snippet.hide
/// The program's loop with the system's PNG and JPEG decoder. Compiled, never run by the tests.
@MainActor
func terminalPicturesProgram(_ application: Application) async throws -> TerminalApp.Exit {
    // snippet.show
    // snippet.program
    let app = TerminalApp(application: application, imageDecoder: SystemImageDecoder())
    return try await app.run()
    // snippet.end
    // snippet.hide
}

/// Draws the recipe headless and in colour, and checks both; `SnippetTests` calls it.
@MainActor
func terminalPicturesSnippet() async throws {
    let application = Application()
    guard case .success(let scene) = application.requestSceneSessionActivation() else {
        throw SnippetFailure(description: "no scene")
    }
    let window = Window(windowScene: scene)
    window.rootViewController = RecipeViewController()
    window.makeKeyAndVisible()
    // snippet.show
    // snippet.draw
    // Headless: plain text, so the picture is its text alternative.
    let headless = HeadlessDriver(application: application, width: 30, height: 6)
    // headless.screen() contains "[picture: Pancakes]"

    // In colour, with a decoder: each cell a "▀", the upper pixel its text colour, the lower one its background.
    let colour = TerminalInterface(
        application: application, size: TerminalSize(width: 30, height: 6), capabilities: .trueColor,
        imageDecoder: CheckerboardDecoder())
    let frame = colour.render()
    let red = TerminalColor.rgb(red: 255, green: 0, blue: 0)
    let blue = TerminalColor.rgb(red: 0, green: 0, blue: 255)
    // frame.cells contains FrameCell("▀", style: CellStyle(foreground: red, background: blue))
    // snippet.end
    // snippet.hide
    try check(headless.screen().contains("[picture: Pancakes]"), "the text alternative:\n\(headless.screen())")
    let halfBlock = FrameCell("▀", style: CellStyle(foreground: red, background: blue))
    try check(frame.cells.contains(halfBlock), "a half block of the checkerboard:\n\(frame.text)")
}

private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
