import Testing
@testable import Screens

/// Records what a search bar's delegate hears, and can refuse focus.
@MainActor
final class RecordingSearchBarDelegate: SearchBarDelegate {
    var events: [String] = []
    var allowEditing = true

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
        events.append("shouldBegin")
        return allowEditing
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { events.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { events.append("didEnd") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { events.append("changed(\(searchText))") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search(\(searchBar.text))") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { events.append("cancel") }
}

@MainActor
@Suite("Search bar")
struct SearchBarTests {
    @Test func typingFocusesTheBarAndReportsEachChange() {
        let bar = SearchBar(placeholder: "Search the shop")
        let delegate = RecordingSearchBarDelegate()
        bar.delegate = delegate
        #expect(!bar.isEditing)
        #expect(bar.userType("lin"))
        #expect(bar.isEditing)
        #expect(bar.userType("en"))
        #expect(bar.userDeleteBackward())
        #expect(bar.text == "line")
        #expect(!bar.userType(""))
        #expect(delegate.events == ["shouldBegin", "didBegin", "changed(lin)", "changed(linen)", "changed(line)"])
    }

    @Test func searchIsReportedOnlyWhileEditingAndEndingEditingIsReported() {
        let bar = SearchBar()
        let delegate = RecordingSearchBarDelegate()
        bar.delegate = delegate
        #expect(!bar.userPressSearch())
        #expect(bar.userBeginEditing())
        #expect(bar.userBeginEditing())
        bar.userType("shirt")
        #expect(bar.userPressSearch())
        #expect(bar.endEditing())
        #expect(!bar.endEditing())
        #expect(!bar.isEditing)
        #expect(delegate.events == ["shouldBegin", "didBegin", "changed(shirt)", "search(shirt)", "didEnd"])
    }

    @Test func clearEmptiesTheQueryAndReportsIt() {
        let bar = SearchBar()
        let delegate = RecordingSearchBarDelegate()
        bar.delegate = delegate
        #expect(!bar.userClear())
        #expect(!bar.userDeleteBackward())
        bar.text = "denim"
        #expect(delegate.events.isEmpty)
        #expect(bar.userClear())
        #expect(bar.text == "")
        #expect(delegate.events == ["shouldBegin", "didBegin", "changed()"])
    }

    @Test func cancelWorksOnlyWhenTheButtonIsShownAndChangesNothingItself() {
        let bar = SearchBar()
        let delegate = RecordingSearchBarDelegate()
        bar.delegate = delegate
        bar.userType("coat")
        delegate.events = []
        #expect(!bar.userTapCancel())
        #expect(bar.cancelButton.isHidden)
        #expect(!bar.cancelButton.tap())
        bar.showsCancelButton = true
        #expect(!bar.cancelButton.isHidden)
        #expect(bar.subviews.contains { $0 === bar.cancelButton })
        #expect(bar.userTapCancel())
        #expect(bar.cancelButton.tap())
        #expect(delegate.events == ["cancel", "cancel"])
        #expect(bar.text == "coat" && bar.isEditing)
    }

    @Test func aRefusingDelegateOrADisabledBarKeepsTheUserOut() {
        let bar = SearchBar()
        let delegate = RecordingSearchBarDelegate()
        delegate.allowEditing = false
        bar.delegate = delegate
        #expect(!bar.userType("x"))
        #expect(!bar.userBeginEditing())
        #expect(bar.text == "" && !bar.isEditing)
        #expect(delegate.events == ["shouldBegin", "shouldBegin"])

        let disabled = SearchBar()
        disabled.showsCancelButton = true
        disabled.isEnabled = false
        #expect(!disabled.userBeginEditing())
        #expect(!disabled.userType("x"))
        #expect(!disabled.userTapCancel())
        #expect(!disabled.userPressSearch())
        #expect(disabled.renderContent == RenderContent(kind: .searchField, text: "", isFocusable: true, isEnabled: false))
    }

    @Test func renderContentShowsTheQueryOrThePlaceholder() {
        let bar = SearchBar(placeholder: "Search")
        #expect(bar.renderContent == RenderContent(kind: .searchField, text: "", detail: "Search", isFocusable: true))
        bar.userType("wool")
        #expect(bar.renderContent == RenderContent(kind: .searchField, text: "wool", detail: "Search", isFocusable: true))
        bar.showsCancelButton = true
        #expect(bar.cancelButton.renderContent.text == "Cancel")
    }
}
