import Hummingbird
import NIOCore

/// The request context of the backend: Hummingbird's basics plus the connection, which the
/// `drop` and `truncate` faults close.
struct IvkoRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The connection the request arrived on.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}
