import Coordinators
import Screens
import Signals
import StatelessCoordinators

struct Address: Equatable, Sendable {
    var street: String
    var city: String
}

/// A step that asks for one line of text.
final class TextStepViewController: ViewController, IOViewController {
    enum Inputs {
        case show(prompt: String, value: String)
    }

    enum Outputs: Equatable {
        case next(String)
    }

    let field = TextField()
    let nextButton = Button(title: "Next")
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    override init() {
        super.init()
        nextButton.action = { [weak self] _ in
            guard let self else { return }
            outputPipe.send(.next(field.text))
        }
    }

    override func loadView() {
        let root = View()
        root.addSubview(field)
        root.addSubview(nextButton)
        view = root
    }

    func send(_ input: Inputs) {
        switch input {
        case .show(let prompt, let value):
            title = prompt
            field.placeholder = prompt
            field.text = value
        }
    }
}

/// The last step: the address as collected, to confirm.
final class ConfirmAddressViewController: ViewController, IOViewController {
    enum Inputs {
        case show(Address)
    }

    enum Outputs: Equatable {
        case confirm
    }

    let summary = Label()
    let confirmButton = Button(title: "Add address")
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    override init() {
        super.init()
        title = "Confirm"
        confirmButton.action = { [weak self] _ in self?.outputPipe.send(.confirm) }
    }

    override func loadView() {
        let root = View()
        root.addSubview(summary)
        root.addSubview(confirmButton)
        view = root
    }

    func send(_ input: Inputs) {
        switch input {
        case .show(let address): summary.text = "\(address.street), \(address.city)"
        }
    }
}

/// The builder's screens, vended without state.
@MainActor
enum AddressSteps {
    static func vendText(prompt: String, value: String) -> TextStepViewController {
        let step = TextStepViewController()
        step.send(.show(prompt: prompt, value: value))
        return step
    }

    static func vendConfirmation(of address: Address) -> ConfirmAddressViewController {
        let step = ConfirmAddressViewController()
        step.send(.show(address))
        return step
    }
}

/// A stateful multi-step flow built from vended screens: it keeps the draft across the steps
/// (going back and forward again keeps what was entered) and reports one `Address` when the user
/// confirms, both on `result` and as its result for a parent awaiting `startChild(_:returning:)`.
/// Backing out of it reports nothing.
final class AddressBuilder: NavigationCoordinator {
    private var draft = Address(street: "", city: "")
    private let resultPipe = SignalPipe<Address>()
    /// The built address, sent once.
    var result: Signal<Address> { resultPipe.signal }

    override func start() {
        super.start()
        showStreet()
    }

    private func showStreet() {
        let step = AddressSteps.vendText(prompt: "Street", value: draft.street)
        step.outputs.observe(weak: self) { builder, output in
            switch output {
            case .next(let street):
                builder.draft.street = street
                builder.showCity()
            }
        }
        try? show(step)
    }

    private func showCity() {
        let step = AddressSteps.vendText(prompt: "City", value: draft.city)
        step.outputs.observe(weak: self) { builder, output in
            switch output {
            case .next(let city):
                builder.draft.city = city
                builder.showConfirmation()
            }
        }
        try? show(step)
    }

    private func showConfirmation() {
        let step = AddressSteps.vendConfirmation(of: draft)
        step.outputs.observe(weak: self) { builder, output in
            switch output {
            case .confirm: builder.complete()
            }
        }
        try? show(step)
    }

    private func complete() {
        guard isStarted else { return }
        let address = draft
        resultPipe.send(address)
        finish(with: address)
    }
}
