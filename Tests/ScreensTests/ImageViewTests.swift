import Testing
@testable import Screens

@MainActor
@Suite("Image view")
struct ImageViewTests {
    @Test func describesTheFileAndItsTextAlternativeWithoutOpeningIt() {
        let missing = "/nonexistent/\(#function)/hero.jpg"
        let image = ImageView(imagePath: missing, accessibilityLabel: "A linen shirt on a hanger")
        #expect(image.renderContent == RenderContent(kind: .image, text: "A linen shirt on a hanger", detail: missing))
        #expect(!image.renderContent.isFocusable)
        #expect(image.subviews.isEmpty)
    }

    @Test func contentFollowsChangesAndCanBeEmptyWhileTheFileIsOnItsWay() {
        let image = ImageView()
        #expect(image.renderContent == RenderContent(kind: .image))
        image.accessibilityLabel = "Spring sale"
        #expect(image.renderContent == RenderContent(kind: .image, text: "Spring sale"))
        image.imagePath = "/cache/assets/spring.png"
        #expect(image.renderContent.detail == "/cache/assets/spring.png")
        image.imagePath = nil
        #expect(image.renderContent.detail == nil)
    }

    @Test func sitsOnTheResponderChainLikeAnyView() {
        let cell = ListViewCell(reuseIdentifier: nil)
        let image = ImageView(imagePath: "/cache/a.png", accessibilityLabel: "a")
        cell.contentView.addSubview(image)
        #expect(responderChain(from: image).map(ObjectIdentifier.init) == [image, cell.contentView, cell].map(ObjectIdentifier.init))
    }
}
