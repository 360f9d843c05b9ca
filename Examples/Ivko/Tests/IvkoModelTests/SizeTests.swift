import IvkoModel
import Testing

@Suite("Size order")
struct SizeTests {
    private func sizes(_ labels: [String]) -> [Size] {
        labels.compactMap(Size.init(rawValue:))
    }

    @Test func letterSizesFollowTheChart() {
        let shuffled = sizes(["XL", "S", "XXXL", "M", "XXS", "L", "XS", "XXL"])
        #expect(shuffled.sorted() == Size.letterSizes)
        #expect(Size.letterSizes.map(\.rawValue) == ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"])
    }

    @Test func numbersOrderByValueAfterLettersAndBeforeOtherLabels() {
        let mixed = sizes(["ONE SIZE", "40", "M", "36", "38.5", "100", "S"])
        #expect(mixed.sorted().map(\.rawValue) == ["S", "M", "36", "38.5", "40", "100", "ONE SIZE"])
    }

    /// A one-size product's size is spelt `""` or `"-"` by the shop; both are the one size, each
    /// kept as spelt, named "One size" and sorted after every size with a label.
    @Test func anEmptyLabelOrADashIsTheOneSizeAsSpelt() throws {
        let empty = try #require(Size(rawValue: ""))
        let dash = try #require(Size(rawValue: "-"))
        #expect(empty.isOneSize && dash.isOneSize && Size(rawValue: " - ")?.isOneSize == true)
        #expect(empty == .oneSize() && dash == .oneSize(label: "-") && empty != dash)
        #expect(Size.oneSize(label: "M") == .oneSize(), "a label is not a one-size spelling")
        #expect(dash.displayName == "One size")
        #expect(Size(rawValue: "M")?.isOneSize == false)
        #expect(Size(rawValue: "M")?.displayName == "M")
        #expect((sizes(["", "M", "ONE SIZE", "38"])).sorted().map(\.rawValue) == ["M", "38", "ONE SIZE", ""])
    }
}
