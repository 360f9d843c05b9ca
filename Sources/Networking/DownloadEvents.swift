public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// One step of a download observed as a stream.
public enum DownloadEvent: Sendable {
    /// Bytes arrived.
    case progress(TransferProgress)
    /// The download ended, successfully or not; the last event.
    case finished(NetworkPayload)
}

extension NetworkSession {
    /// Starts a download of `request` into `file` and reports it as a stream: progress events
    /// (the latest kept when the reader falls behind) and then the finished payload. Ending the
    /// iteration early cancels the download.
    public func downloadEvents(
        _ request: URLRequest, to file: URL, options: RequestOptions = RequestOptions()
    ) -> AsyncStream<DownloadEvent> {
        let (events, continuation) = AsyncStream<DownloadEvent>.makeStream(bufferingPolicy: .bufferingNewest(1))
        var options = options
        let caller = options.progress
        options.progress = { update in
            caller?(update)
            continuation.yield(.progress(update))
        }
        let download = Task {
            let payload = await self.download(request, to: file, options: options)
            continuation.yield(.finished(payload))
            continuation.finish()
        }
        continuation.onTermination = { _ in download.cancel() }
        return events
    }
}
