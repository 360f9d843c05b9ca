/// A stateless coordinator: a namespace (usually a caseless `enum`) that vends configured view
/// controllers and keeps no state of its own.
///
/// It names the `Inputs` its flow accepts and the `Outputs` it reports, and has a static
/// `vend(...)` that takes the dependencies the flow needs and returns its controller: one screen,
/// or an `IONavigationController<Self>` / `IOTabBarController<Self>` for a flow of several. Inside
/// `vend`, one exhaustive `switch` handles every input, and pure `mapIO` functions turn each
/// screen's outputs into the flow's inputs. Whatever state there is lives in the vended
/// controllers, so the flow's closures go when they go.
///
/// ```swift
/// enum SettingsFlow: VendingCoordinator {
///     enum Inputs { case reset }
///     enum Outputs { case done(Settings) }
///
///     static func vend(settings: Settings) -> IONavigationController<Self> {
///         let form = SettingsViewController()
///         form.send(.show(settings))
///         let (navigation, io) = IONavigationController<Self>.make(rootViewController: form)
///         io.addOutputs(form.outputs.map(mapIO))
///         io.inputs.observe(weak: form) { form, input in
///             switch input {
///             case .reset: form.send(.show(settings))
///             }
///         }
///         return navigation
///     }
///
///     static func mapIO(_ output: SettingsViewController.Outputs) -> Outputs {
///         switch output {
///         case .done(let settings): .done(settings)
///         }
///     }
/// }
/// ```
///
/// The protocol only names the two types, so that the IO containers and `IOPorts` are typed by
/// the coordinator that vends them; `vend` cannot be a requirement, since every flow takes its own
/// dependencies. It is main-actor isolated, and so is a type that adopts it, so `vend` and `mapIO`
/// run where the controllers live.
@MainActor
public protocol VendingCoordinator {
    /// What the flow accepts: from outside through its controller's `send(_:)`, and from its own
    /// screens through `mapIO`. Usually an enum.
    associatedtype Inputs
    /// What the flow reports to whoever vended it. Usually an enum; `Never` for a flow that
    /// reports nothing.
    associatedtype Outputs
}
