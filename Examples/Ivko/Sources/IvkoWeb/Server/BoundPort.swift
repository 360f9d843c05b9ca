import Foundation

/// The port the server bound, known once it listens (port 0 asks for any free one) and read by the
/// request handlers on any thread. `port` is only read and written with `lock` held, hence
/// `@unchecked Sendable` (IvkoWeb has no AsyncTools for `Locked`, and needs it for nothing else).
final class BoundPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int

    /// A port to be bound; `requested` until then.
    init(requested: Int) {
        port = requested
    }

    /// The port.
    var value: Int {
        get { lock.withLock { port } }
        set { lock.withLock { port = newValue } }
    }
}
