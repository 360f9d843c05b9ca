import Benchmark
import Foundation
import Screens
import TerminalUI

/// A 100,000-item list and a 30-item list, each the whole screen of a navigation controller,
/// timed back to back on the main actor in one call.
///
/// A frame is what the terminal loop does per redraw in a 100×30 terminal: lay out and draw the
/// frame, then diff it against the last one. A focus move is one key and the redraw after it, in a
/// 100×12 terminal (9 rows of the list on screen): `down` 20 times from the top, then `up` 20
/// times, so both lists scroll 11 rows down and back up, the same work but for the item count.
@MainActor
enum BackToBack {
    struct Timings {
        let frames: Int
        let moves: Int
        let longFrames: Duration
        let shortFrames: Duration
        let longMoves: Duration
        let shortMoves: Duration
    }

    static func measure(frames: Int, moves: Int) async -> Timings {
        let clock = ContinuousClock()
        let long = Scenario(items: 100_000, height: 30)
        let short = Scenario(items: 30, height: 30)
        let longMoving = Scenario(items: 100_000, height: 12)
        let shortMoving = Scenario(items: 30, height: 12)

        let longFramesStarted = clock.now
        for _ in 0..<frames { long.drawFrame() }
        let longFrames = clock.now - longFramesStarted

        let shortFramesStarted = clock.now
        for _ in 0..<frames { short.drawFrame() }
        let shortFrames = clock.now - shortFramesStarted

        let longMovesStarted = clock.now
        longMoving.moveFocus(count: moves)
        let longMoves = clock.now - longMovesStarted

        let shortMovesStarted = clock.now
        shortMoving.moveFocus(count: moves)
        let shortMoves = clock.now - shortMovesStarted

        return Timings(
            frames: frames, moves: 2 * moves, longFrames: longFrames, shortFrames: shortFrames,
            longMoves: longMoves, shortMoves: shortMoves
        )
    }

    static func drawFrames(items: Int, count: Int) async {
        let scenario = Scenario(items: items, height: 30)
        for _ in 0..<count { scenario.drawFrame() }
    }

    /// One list on screen, with its interface and a writer that has drawn the first frame.
    @MainActor
    final class Scenario {
        let source: NumberedSource
        let application: Application
        let interface: TerminalInterface
        var writer = FrameWriter(capabilities: .trueColor)

        init(items: Int, height: Int) {
            source = NumberedSource(count: items)
            let screen = ViewController()
            screen.title = "Products"
            screen.view = source.list
            application = Application(makeSessionIdentifier: { "bench" })
            if case .success(let scene) = application.requestSceneSessionActivation() {
                let window = Window(windowScene: scene)
                window.rootViewController = NavigationController(rootViewController: screen)
                window.makeKeyAndVisible()
            }
            interface = TerminalInterface(
                application: application, size: TerminalSize(width: 100, height: height), capabilities: .trueColor
            )
            blackHole(writer.update(to: interface.render()))
        }

        /// Lays out, draws and diffs one frame.
        func drawFrame() {
            blackHole(writer.update(to: interface.render()))
        }

        /// `count` moves down then `count` up, each drawn and diffed as the terminal loop would.
        func moveFocus(count: Int) {
            for _ in 0..<count {
                blackHole(interface.handle(.down))
                blackHole(writer.update(to: interface.render()))
            }
            for _ in 0..<count {
                blackHole(interface.handle(.up))
                blackHole(writer.update(to: interface.render()))
            }
        }
    }
}

/// `count` items named "Product N", with a price as detail.
@MainActor
final class NumberedSource: ListViewDataSource {
    let count: Int
    let list = ListView()

    init(count: Int) {
        self.count = count
        list.register(ListViewCell.self, forCellReuseIdentifier: "product")
        list.dataSource = self
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "product", for: indexPath)
        cell.text = "Product \(indexPath.item + 1)"
        cell.detailText = "\(indexPath.item % 90 + 10),90 €"
        return cell
    }
}
