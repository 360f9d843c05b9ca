import Testing
@testable import Screens

@MainActor
@Suite("Colours and swatches")
struct ColorTests {
    @Test func parsesAndWritesHex() {
        #expect(Color(hex: "#1F2A4D") == Color(red: 0x1F, green: 0x2A, blue: 0x4D))
        #expect(Color(hex: "fff") == .white)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "+12345") == nil)
        #expect(Color(hex: "#gg0000") == nil)
        #expect(Color(red: 10, green: 0, blue: 255).hex == "#0a00ff")
        #expect(Color(white: 128) == .gray)
    }

    @Test func aViewWithAColourAndNoVisibleSubviewsIsASwatch() {
        let view = View()
        #expect(!view.isSwatch)
        let generation = view.displayGeneration
        view.backgroundColor = .black
        #expect(view.isSwatch)
        #expect(view.displayGeneration != generation, "a new colour is drawn again")
        let child = Label(text: "x")
        view.addSubview(child)
        #expect(!view.isSwatch)
        child.isHidden = true
        #expect(view.isSwatch)
    }
}
