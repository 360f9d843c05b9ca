import IvkoApp
import Signals
import StatelessCoordinators

/// Records the outputs of a vended checkout while it lives.
@MainActor
final class FlowOutputs {
    /// The outputs, in the order they came.
    private(set) var values: [CheckoutFlow.Outputs] = []

    /// Records `checkout`'s outputs from now on.
    init(_ checkout: IONavigationController<CheckoutFlow>) {
        checkout.outputs.observe(weak: self) { recorder, output in recorder.values.append(output) }
    }
}
