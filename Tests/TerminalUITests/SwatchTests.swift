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
        let line = try #require(frame.text.split(separator: "\n", omittingEmptySubsequences: false).first)
        #expect(line.hasPrefix(" [    Navy ]"), "\(frame.text)")
        let navy = CellStyle(background: .rgb(red: 0x1F, green: 0x2A, blue: 0x4D))
        #expect(frame[3, 0].style.background == navy.background)
        #expect(frame[4, 0].style.background == navy.background)
        #expect(frame[5, 0].style.background == nil)
        #expect(frame[14, 0].style.background == .rgb(red: 255, green: 0, blue: 0), "\(frame.text)")
        #expect(frame[15, 0].style.background == .rgb(red: 255, green: 0, blue: 0))
    }
}
