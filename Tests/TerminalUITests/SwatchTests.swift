import Screens
import TerminalUI
import Testing

@MainActor
@Suite("Swatches: a colour drawn as a cell background")
struct SwatchTests {
    @Test("A button's swatch is two cells of its colour before the title")
    func buttonSwatch() throws {
        let button = Button(title: "Navy")
        let swatch = View()
        swatch.backgroundColor = Color(red: 0x1F, green: 0x2A, blue: 0x4D)
        button.addSubview(swatch)
        let loose = View()
        loose.backgroundColor = Color(red: 255, green: 0, blue: 0)
        let screen = ViewController()
        screen.view = StackView(arrangedSubviews: [StackView(arrangedSubviews: [button, loose], axis: .horizontal, spacing: 1)])
        let interface = TerminalInterface(
            application: makeApplication(root: screen), size: TerminalSize(width: 30, height: 4), capabilities: .trueColor)
        let frame = interface.render()
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A screen without lists is a block centred in the space: find the button's row and column.
        let row = try #require(lines.firstIndex { $0.contains("Navy") }, "\(frame.text)")
        let line = lines[row]
        let start = try #require(line.firstIndex(of: "["))
        let column = line.distance(from: line.startIndex, to: start)
        #expect(line[start...].hasPrefix("[    Navy ]"), "\(frame.text)")
        let navy = TerminalColor.rgb(red: 0x1F, green: 0x2A, blue: 0x4D)
        #expect(frame[column + 2, row].style.background == navy)
        #expect(frame[column + 3, row].style.background == navy)
        #expect(frame[column + 4, row].style.background == nil)
        // The loose swatch: two cells after the button (11 columns) and a column of space.
        #expect(frame[column + 12, row].style.background == .rgb(red: 255, green: 0, blue: 0), "\(frame.text)")
        #expect(frame[column + 13, row].style.background == .rgb(red: 255, green: 0, blue: 0))
        #expect(frame[column + 14, row].style.background == nil)
    }
}
