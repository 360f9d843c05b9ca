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

    @Test func emptyLabelIsNoSize() {
        #expect(Size(rawValue: "") == nil)
    }
}
