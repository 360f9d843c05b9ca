import Coordinators
public import IvkoModel
public import Screens

/// The size guide of a product: how the shop's sizes run, one button per size the product page
/// offers (choosing one ends the guide with it: `SizeGuideChoose`), and "Try it in a store", which
/// asks for the stores (`SizeGuideShowStores`). Back leaves it without a choice.
@MainActor
public final class SizeGuideViewController: ViewController {
    /// The sizes offered, in chart order.
    public let sizes: [Size]
    /// How the sizes run.
    public let adviceLabel = Label(
        text: "Sizes follow the chart from the smallest to the largest. Between two sizes, take the larger one.")
    /// One button per size (identifier `sizeGuide.LABEL`).
    public let sizeButtons = StackView(axis: .horizontal, spacing: 2)
    /// Shows the stores where the product can be tried on.
    public let storesButton = Button(title: "Try it in a store").identified("sizeGuide.stores")
    /// Why the last request did not work, if it did not.
    public private(set) var problem: ScreenProblem?
    private let problemLabel = Label()

    /// The guide over `sizes`.
    public init(sizes: [Size]) {
        self.sizes = sizes
        super.init()
        title = "Size guide"
    }

    /// A column: the advice, the sizes, the stores button and any problem.
    public override func loadView() {
        view = StackView(arrangedSubviews: [adviceLabel, sizeButtons, storesButton, problemLabel], axis: .vertical, spacing: 1)
    }

    /// Makes a button per size and wires the stores button.
    public override func viewDidLoad() {
        super.viewDidLoad()
        for size in sizes {
            let button = Button(title: size.displayName) { [weak self] button in self?.choose(size, from: button) }
            sizeButtons.addArrangedSubview(button.identified("sizeGuide.\(size.rawValue)"))
        }
        storesButton.action = { [weak self] button in self?.showStores(from: button) }
        problemLabel.isHidden = true
    }

    private func choose(_ size: Size, from sender: Responder) {
        sender.ask(SizeGuideChoose(size: size)) { [weak self] result in self?.take(result) }
    }

    private func showStores(from sender: Responder) {
        sender.ask(SizeGuideShowStores()) { [weak self] result in self?.take(result) }
    }

    private func take(_ result: Result<Void, ScreenProblem>) {
        if case .failure(let problem) = result { self.problem = problem } else { problem = nil }
        problemLabel.text = problem?.message ?? ""
        problemLabel.isHidden = problem == nil
    }
}
