import AsyncTools
import Foundation
import Screens
import TerminalUI

/// An application with one connected scene whose key window shows `root`.
@MainActor
func makeApplication(root: ViewController) -> Application {
    let application = Application(makeSessionIdentifier: { "scene" })
    guard case .success(let scene) = application.requestSceneSessionActivation() else { return application }
    let window = Window(windowScene: scene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return application
}

/// A screen whose view holds the given views, top to bottom.
@MainActor
final class ContentScreen: ViewController {
    private let content: [View]

    init(title: String, _ content: [View] = []) {
        self.content = content
        super.init()
        self.title = title
    }

    override func loadView() {
        let root = View()
        for view in content { root.addSubview(view) }
        view = root
    }
}

/// A list of `count` items named "Item N" (from 1), with their number as detail, counting the
/// cells it makes and hearing selections.
@MainActor
final class NumberedList: ListViewDataSource, ListViewDelegate {
    let count: Int
    private(set) var cellsMade = 0
    private(set) var cellRequests = 0
    private(set) var selections: [Int] = []
    let listView: ListView

    init(count: Int, direction: ListView.ScrollDirection = .vertical) {
        self.count = count
        listView = ListView(scrollDirection: direction)
        listView.register(CountedCell.self, forCellReuseIdentifier: "item")
        listView.dataSource = self
        listView.delegate = self
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        cellRequests += 1
        let cell = listView.dequeueReusableCell(CountedCell.self, withReuseIdentifier: "item", for: indexPath)
        if !cell.counted {
            cell.counted = true
            cellsMade += 1
        }
        cell.text = "Item \(indexPath.item + 1)"
        cell.detailText = "\(indexPath.item + 1)"
        return cell
    }

    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath.item)
    }
}

@MainActor
final class CountedCell: ListViewCell {
    var counted = false
}

/// A screen made of a list.
@MainActor
final class ListScreen: ViewController {
    let list: NumberedList

    init(title: String, count: Int) {
        list = NumberedList(count: count)
        super.init()
        self.title = title
    }

    override func loadView() {
        view = list.listView
    }
}

/// A decoder that returns one fixed picture for any path, and counts its calls.
final class FixedPictureDecoder: ImageDecoder, Sendable {
    let picture: PixelBuffer
    private let calls = Locked(0)

    init(picture: PixelBuffer) {
        self.picture = picture
    }

    var decodeCount: Int { calls.withLock { $0 } }

    func decodeImage(atPath path: String) throws(ImageDecodingError) -> PixelBuffer {
        calls.withLock { $0 += 1 }
        guard path.hasSuffix(".png") else { throw .unsupportedFormat(path: path) }
        return picture
    }
}

extension String {
    /// The lines of a frame's text with their trailing spaces gone, as a multi-line literal gives them.
    var frameLines: [String] {
        split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }
}

/// A label that counts how often a renderer reads it.
@MainActor
final class CountingLabel: Label {
    private(set) var reads = 0

    override var renderContent: RenderContent {
        reads += 1
        return super.renderContent
    }
}
