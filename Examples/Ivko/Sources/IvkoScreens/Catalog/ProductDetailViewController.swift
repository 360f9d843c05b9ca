public import Screens
import Coordinators
public import IvkoModel

/// A product's page: picture, name, price, description, materials and care, the colour and size
/// choice with the stock of the chosen size, and Buy Now / Add to cart. It asks up the chain for
/// what it lacks when its view loads, and shows the replies: `CatalogLoadProduct` (the product and
/// the colour names), `CatalogLoadPicture` (its picture's file), `CatalogLoadStock` (live price and
/// stock, the pieces in the cart), or the `problem` of a failed one; Buy Now and Add to cart await
/// theirs, and a refusal shows as `cartProblem` (for stock, the live stock is asked for again so the
/// buttons stop where it does). A product with missing fields shows what it has;
/// one with no colour cannot be ordered and says so. A product whose catalog lists no sizes is a
/// one-size product (or offers the sizes its stock lists): it shows no size row, and its piece
/// goes into the cart in the size its stock used.
@MainActor
public final class ProductDetailViewController: ViewController {
    /// The product's style, known from the start (a deep link knows no more).
    public let style: StyleCode
    /// The product as the catalog has it; `nil` until it arrives.
    public var product: Product? {
        didSet {
            title = product?.name ?? style.rawValue
            if isViewLoaded { apply() }
        }
    }
    /// The live price and stock per colour and size; `nil` until checked.
    public var details: ProductDetails? {
        didSet { if isViewLoaded { apply() } }
    }
    /// The names of the colours.
    public var colorTable = ColorTable() {
        didSet { if isViewLoaded { apply() } }
    }
    /// The sizes offered in each colour, as the catalog manager decides them (the replies carry them).
    public var sizes: [ColorCode: [Size]] = [:] {
        didSet { if isViewLoaded { apply() } }
    }
    /// The path of the downloaded picture, or `nil` while there is none.
    public var imageFile: String? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the product or its stock could not be loaded (shown with a retry button).
    public var problem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }
    /// How many pieces of each colour and size the cart holds: Buy Now and Add to cart stop once
    /// the cart holds all the stock of the chosen ones.
    public var piecesInCart: [Stock.Variant: Int] = [:] {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the last Buy Now or Add to cart put nothing into the cart (shown under the buttons
    /// until the user chooses again or a piece goes in).
    public var cartProblem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }
    /// The colour the user chose (the first one until they choose); kept while the product has it.
    public private(set) var chosenColor: ColorCode?
    /// The size the user chose (chosen for them when there is only one); kept while it is offered.
    public private(set) var chosenSize: Size?

    /// The picture, with the product's name as its text alternative.
    public let imageView = ImageView()
    /// The style code and the category.
    public let codeLabel = Label()
    /// The price (the live one once checked).
    public let priceLabel = Label()
    /// The description.
    public let descriptionLabel = Label().identified("product.description")
    /// The materials and the care instructions.
    public let materialsLabel = Label()
    /// The colours, one `ChoiceButton` each (identifier `color.CODE`): a swatch of the colour
    /// (`SwatchColors`) and its name.
    public let colorChoices = StackView(axis: .horizontal, spacing: 2)
    /// The sizes, one `ChoiceButton` each (identifier `size.LABEL`); those out of stock are disabled.
    public let sizeChoices = StackView(axis: .horizontal, spacing: 2)
    /// The stock of the chosen colour and size, or what is still to choose.
    public let stockLabel = Label().identified("product.stock")
    /// Why the product cannot be ordered, when it cannot.
    public let noteLabel = Label().identified("product.note")
    /// Sends `CartBuyNow` with the chosen colour and size.
    public let buyNowButton = Button(title: "Buy Now").identified("product.buyNow")
    /// Sends `CartAddItem` with the chosen colour and size.
    public let addToCartButton = Button(title: "Add to cart").identified("product.addToCart")
    /// Opens the size guide (`CatalogOpenSizeGuide`); the size chosen there becomes the page's.
    public let sizeGuideButton = Button(title: "Size guide").identified("product.sizeGuide")
    /// The ratings and a few reviews, or why there are none (from `details.ratings`).
    public let ratingsView = RatingsView()
    /// Loading and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }
    private lazy var colorRow = StackView(arrangedSubviews: [Label(text: "Colour"), colorChoices], axis: .horizontal, spacing: 2)
    private lazy var sizeRow = StackView(
        arrangedSubviews: [Label(text: "Size"), sizeChoices, sizeGuideButton], axis: .horizontal, spacing: 2)

    /// The page of the product with `style`; `product` when the one showing the page has it already.
    public init(style: StyleCode, product: Product? = nil) {
        self.style = style
        self.product = product
        super.init()
        title = product?.name ?? style.rawValue
        colorChoices.accessibilityLabel = "Colour"
        sizeChoices.accessibilityLabel = "Size"
    }

    /// A column: status, picture, facts, the choices, the stock, the buttons.
    public override func loadView() {
        view = StackView(
            arrangedSubviews: [
                statusView, imageView, codeLabel, priceLabel, descriptionLabel, materialsLabel, colorRow, sizeRow,
                stockLabel, noteLabel, StackView(arrangedSubviews: [buyNowButton, addToCartButton], axis: .horizontal, spacing: 4),
                ratingsView,
            ],
            axis: .vertical
        )
    }

    /// Wires the buttons, shows what was set before the view loaded, and asks for the product, its
    /// picture and its stock unless they were set already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        buyNowButton.action = { [weak self] button in self?.buyNow(from: button) }
        addToCartButton.action = { [weak self] button in self?.addToCart(from: button) }
        sizeGuideButton.action = { [weak self] button in self?.openSizeGuide(from: button) }
        apply()
        load(from: self)
    }

    /// Asks for what the page lacks: the product (then its picture and stock), or only the stock.
    private func load(from sender: Responder) {
        guard product == nil else {
            loadPicture()
            if details == nil { loadStock(from: sender) }
            return
        }
        sender.ask(CatalogLoadProduct(style: style)) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let facts):
                colorTable = facts.colors
                sizes = facts.sizes
                product = facts.product
                loadPicture()
                loadStock(from: self)
            case .failure(let problem):
                self.problem = problem
            }
        }
    }

    /// Asks for the live stock; the first (while no details are shown) asks for the ratings too.
    private func loadStock(from sender: Responder) {
        sender.ask(CatalogLoadStock(style: style, withRatings: details == nil)) { [weak self] result in
            switch result {
            case .success(let stock):
                self?.sizes = stock.sizes
                self?.details = stock.details
                self?.piecesInCart = stock.piecesInCart
            case .failure(let problem):
                self?.problem = problem
            }
        }
    }

    /// Asks for the picture's file (the first of the gallery, else the grid or promotion image); one
    /// that cannot be had leaves the text alternative in its place.
    private func loadPicture() {
        guard imageFile == nil, let product, let path = product.images.gallery.first ?? product.images.grid ?? product.images.promo
        else { return }
        ask(CatalogLoadPicture(path: path)) { [weak self] result in
            if case .success(let file) = result { self?.imageFile = file }
        }
    }

    /// Buy Now with the chosen colour and size; a refusal stays on the page.
    private func buyNow(from sender: Responder) {
        guard let item = cartItem else { return }
        cartProblem = nil
        sender.ask(CartBuyNow(style: item.style, color: item.color, size: item.size)) { [weak self] result in
            if case .failure(let problem) = result { self?.refused(problem) }
        }
    }

    /// Adds the chosen colour and size to the cart, then shows the pieces in the cart; a refusal
    /// stays on the page.
    private func addToCart(from sender: Responder) {
        guard let item = cartItem else { return }
        cartProblem = nil
        sender.ask(CartAddItem(item: item)) { [weak self] result in
            switch result {
            case .success(let pieces): self?.piecesInCart = pieces
            case .failure(let problem): self?.refused(problem)
            }
        }
    }

    /// Opens the size guide over the sizes offered and takes the size chosen there, if any.
    private func openSizeGuide(from sender: Responder) {
        sender.ask(CatalogOpenSizeGuide(style: style, sizes: sizeOptions)) { [weak self] result in
            if case .success(let size?) = result, self?.sizeOptions.contains(size) == true { self?.choose(size: size) }
        }
    }

    /// Shows why the cart refused; a refusal for stock asks for the live stock again, so the buttons
    /// stop where it does.
    private func refused(_ problem: ScreenProblem) {
        cartProblem = problem
        if case .notEnoughStock = problem { loadStock(from: self) }
    }

    /// The colours offered: the product's, in the catalog's order.
    public var colorOptions: [ColorCode] { product?.colors ?? [] }

    /// The sizes offered in the chosen colour (none until they are known).
    public var sizeOptions: [Size] {
        chosenColor.flatMap { sizes[$0] } ?? []
    }

    /// Whether the product comes in one size only, so there is no size to choose.
    public var isOneSize: Bool {
        sizeOptions.count == 1 && sizeOptions.allSatisfy(\.isOneSize)
    }

    /// What the buttons put in the cart: the chosen colour and size, one piece; `nil` until both
    /// are chosen.
    public var cartItem: CartItem? {
        guard let chosenColor, let chosenSize else { return nil }
        return CartItem(style: style, color: chosenColor, size: chosenSize)
    }

    /// The pieces in stock of the chosen colour and size; `nil` while unknown or not chosen.
    public var stockOfChoice: Int? {
        guard let details, let chosenColor, let chosenSize else { return nil }
        return details.stock.quantity(color: chosenColor, size: chosenSize)
    }

    /// The pieces of the chosen colour and size the cart holds.
    public var inCartOfChoice: Int {
        guard let chosenColor, let chosenSize else { return 0 }
        return piecesInCart[Stock.Variant(color: chosenColor, size: chosenSize)] ?? 0
    }

    private func choose(color: ColorCode) {
        chosenColor = color
        cartProblem = nil
        apply()
    }

    private func choose(size: Size) {
        chosenSize = size
        cartProblem = nil
        apply()
    }

    private func retry(from button: Button) {
        problem = nil
        if product == nil { load(from: button) } else { loadStock(from: button) }
    }

    /// Keeps the user's choice where it is still offered; else the first colour, and the size only
    /// when there is just one.
    private func settleChoice() {
        let colors = colorOptions
        if chosenColor.map({ !colors.contains($0) }) ?? true { chosenColor = colors.first }
        let sizes = sizeOptions
        if let chosenSize, !sizes.contains(chosenSize) { self.chosenSize = nil }
        if chosenSize == nil, sizes.count == 1 { chosenSize = sizes.first }
    }

    private func apply() {
        settleChoice()
        applyFacts()
        applyChoices()
        applyStock()
        ratingsView.show(details?.ratings)
        statusView.status =
            if let problem {
                .message(product == nil ? problem.message : "The stock could not be checked. \(problem.message)", canRetry: true)
            } else if product == nil {
                .loading("Loading the product…")
            } else {
                .hidden
            }
    }

    private func applyFacts() {
        let hasPicture =
            imageFile != nil || product?.images.grid != nil || product?.images.promo != nil
            || product?.images.gallery.isEmpty == false
        imageView.imagePath = imageFile
        imageView.imageSize = ShopPictures.size
        imageView.accessibilityLabel = product.map(\.name)
        imageView.isHidden = product == nil || !hasPicture
        codeLabel.text = [style.rawValue, product?.category?.name].compactMap(\.self).joined(separator: " · ")
        let price = details?.price ?? product?.price
        priceLabel.text = price.map(ShopFormat.price)
        priceLabel.isHidden = price == nil
        descriptionLabel.text = product?.description
        descriptionLabel.isHidden = product?.description == nil
        let facts = [product?.materials ?? [], product?.care ?? []].map { $0.joined(separator: ", ") }.filter { !$0.isEmpty }
        materialsLabel.text = facts.joined(separator: " · ")
        materialsLabel.isHidden = facts.isEmpty
    }

    /// Shows the colours and sizes: the buttons of options still offered are kept and updated in
    /// place (a choice changes their state, not the controls), only new options get new buttons.
    private func applyChoices() {
        let colors = buttons(
            in: colorChoices, identifiers: colorOptions.map { "color.\($0.rawValue)" },
            make: { index in
                let code = self.colorOptions[index]
                let button = ChoiceButton(title: self.colorTable.color(for: code).name) { [weak self] _ in self?.choose(color: code) }
                button.addSubview(SwatchColors.swatch(named: button.title ?? ""))
                return button
            })
        for (code, button) in zip(colorOptions, colors) {
            let name = colorTable.color(for: code).name
            button.title = name
            button.subviews.first?.backgroundColor = SwatchColors.color(named: name)
            button.isChosen = code == chosenColor
        }
        let sizes = buttons(
            in: sizeChoices, identifiers: sizeOptions.map { "size.\($0.rawValue)" },
            make: { index in
                let size = self.sizeOptions[index]
                return ChoiceButton(title: size.displayName) { [weak self] _ in self?.choose(size: size) }
            })
        for (size, button) in zip(sizeOptions, sizes) {
            button.isChosen = size == chosenSize
            button.isEnabled = details.flatMap { details in chosenColor.map { details.stock.isAvailable(color: $0, size: size) } } ?? true
        }
        colorRow.isHidden = colorOptions.isEmpty
        sizeRow.isHidden = sizeOptions.isEmpty || isOneSize
    }

    private func applyStock() {
        let orderable = product != nil && !colorOptions.isEmpty
        noteLabel.text =
            if product != nil, !orderable {
                "This product cannot be ordered right now."
            } else if let cartProblem {
                "Not added to the cart: \(cartProblem.message)"
            } else {
                nil
            }
        noteLabel.isHidden = noteLabel.text == nil
        let inCart = inCartOfChoice
        stockLabel.text =
            if product == nil || !orderable {
                nil
            } else if details == nil {
                problem == nil ? "Checking stock…" : "Stock unknown"
            } else if chosenSize == nil {
                "Choose a size"
            } else if let stock = stockOfChoice, stock > 0 {
                "In stock: \(ShopFormat.count(stock))" + Self.cartNote(inCart: inCart, stock: stock)
            } else {
                isOneSize ? "Out of stock in this colour" : "Out of stock in this size"
            }
        stockLabel.isHidden = stockLabel.text == nil
        // Unknown stock (not checked, or the check failed) leaves the shop to decide.
        let canBuy = cartItem != nil && (stockOfChoice.map { $0 > inCart } ?? true)
        buyNowButton.isEnabled = canBuy
        addToCartButton.isEnabled = canBuy
    }

    /// What the stock line adds about the cart, e.g. ` · 1 in your cart`.
    private static func cartNote(inCart: Int, stock: Int) -> String {
        if inCart <= 0 { return "" }
        return inCart >= stock ? " · all in your cart" : " · \(ShopFormat.count(inCart)) in your cart"
    }

    /// The buttons of `stack`, one per identifier in order: the ones it has for an identifier are
    /// kept, the others made with `make(index)`; buttons for identifiers no longer offered leave.
    private func buttons(in stack: StackView, identifiers: [String], make: (Int) -> ChoiceButton) -> [ChoiceButton] {
        let existing = stack.arrangedSubviews.compactMap { $0 as? ChoiceButton }
        if existing.map(\.accessibilityIdentifier) == identifiers { return existing }
        let kept = Dictionary(
            existing.compactMap { button in button.accessibilityIdentifier.map { ($0, button) } }, uniquingKeysWith: { first, _ in first })
        let result = identifiers.enumerated().map { index, identifier in kept[identifier] ?? make(index).identified(identifier) }
        for view in stack.arrangedSubviews where !result.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for button in result { stack.addArrangedSubview(button) }
        return result
    }
}
