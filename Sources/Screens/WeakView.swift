/// A marked view held weakly, with the generation of its latest mark, for a window's list of the
/// views marked in a turn (which must not keep them alive).
@MainActor
struct WeakMark {
    weak var view: View?
    var generation: UInt64
}
