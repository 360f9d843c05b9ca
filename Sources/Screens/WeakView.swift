/// A view held weakly, for lists of views that must not keep them alive.
@MainActor
struct WeakView {
    weak var view: View?
}
