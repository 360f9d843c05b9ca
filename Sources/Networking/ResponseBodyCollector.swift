public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Takes a response body chunk by chunk, as a transport receives it, and puts it where the
/// request wants it: in memory, or straight into a file so a download never sits in memory.
/// It reports progress and checks the byte count against `Content-Length`, so every transport
/// detects truncated bodies the same way.
///
/// Not thread-safe: one transport operation feeds it from one place at a time.
public final class ResponseBodyCollector {
    /// The head of the response being collected.
    public let head: ResponseHead
    private let expectedLength: Int64?
    private let progress: ProgressHandler?
    private let destination: URL?
    private var received: Int64 = 0
    private var data = Data()
    private var fileSink: FileSink?

    /// A collector for the body of `head`, answering `request`. The body goes to the request's
    /// download file only if the status is one the request accepts.
    public init(head: ResponseHead, request: TransportRequest) {
        self.head = head
        self.expectedLength = head.expectedBodyLength(method: request.method)
        self.progress = request.progress
        if case .file(let file) = request.destination, request.acceptableStatusCodes.contains(head.status) {
            destination = file
        } else {
            destination = nil
            if let expectedLength, expectedLength > 0 {
                data.reserveCapacity(Int(min(expectedLength, 16 << 20)))
            }
        }
    }

    /// The number of body bytes received so far.
    public var receivedBytes: Int64 { received }

    /// Takes the next chunk of the body.
    public func append(_ bytes: UnsafeRawBufferPointer) throws(NetworkError) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if let destination {
            if fileSink == nil { fileSink = try FileSink(destination: destination) }
            try fileSink?.write(bytes)
        } else {
            data.append(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        }
        received += Int64(bytes.count)
        progress?(TransferProgress(direction: .download, completedBytes: received, expectedBytes: expectedLength))
    }

    /// Takes the next chunk of the body.
    public func append(_ chunk: Data) throws(NetworkError) {
        if destination == nil, data.isEmpty, Int64(chunk.count) >= expectedLength ?? 0 {
            data = chunk.startIndex == 0 ? chunk : Data(chunk)
            received += Int64(chunk.count)
            progress?(TransferProgress(direction: .download, completedBytes: received, expectedBytes: expectedLength))
            return
        }
        var failure: NetworkError?
        chunk.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            do throws(NetworkError) {
                try append(bytes)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Ends a body that arrived completely, as far as the transport knows. Throws
    /// `.truncatedBody` when fewer bytes came than `Content-Length` declared.
    public func finish() throws(NetworkError) -> ReceivedResponse {
        if let expectedLength, received < expectedLength {
            throw fail(with: .connectionLost(partial: nil))
        }
        guard let destination else {
            return ReceivedResponse(head: head, body: .data(data))
        }
        if fileSink == nil { fileSink = try FileSink(destination: destination) }
        guard let url = try fileSink?.commit() else { throw NetworkError.fileSystem(reason: "no download file") }
        return ReceivedResponse(head: head, body: .file(url, byteCount: received))
    }

    /// Ends a body that the transport itself wrote, completely as far as it knows, to the
    /// temporary `file`: the file becomes the download, or is read into memory when the response
    /// does not go to a file, and is removed in any case. Throws `.truncatedBody` when it holds
    /// fewer bytes than `Content-Length` declared.
    public func finish(takingFileAt file: URL) throws(NetworkError) -> ReceivedResponse {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value ?? 0
        received = size
        if let expectedLength, size < expectedLength {
            try? FileManager.default.removeItem(at: file)
            throw fail(with: .connectionLost(partial: nil))
        }
        guard let destination else {
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                return ReceivedResponse(head: head, body: .data(try Data(contentsOf: file)))
            } catch {
                throw NetworkError.fileSystem(reason: "cannot read \(file.path): \(error)")
            }
        }
        do {
            if FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.removeItem(at: destination)
            }
            try FileManager.default.moveItem(at: file, to: destination)
        } catch {
            try? FileManager.default.removeItem(at: file)
            throw NetworkError.fileSystem(reason: "cannot move download to \(destination.path): \(error)")
        }
        return ReceivedResponse(head: head, body: .file(destination, byteCount: size))
    }

    /// Ends a body that broke off, and returns the error to report: a lost connection becomes
    /// `.truncatedBody` when the declared length was not reached, and keeps the partial response.
    /// A partial download file is removed. `receivedBytes` is for transports that counted the
    /// bytes themselves.
    public func fail(with error: NetworkError, receivedBytes: Int64? = nil) -> NetworkError {
        fileSink?.discard()
        received = receivedBytes ?? received
        let partial = ReceivedResponse(head: head, body: .data(destination == nil ? data : Data()))
        switch error {
        case .connectionLost, .transport:
            if let expectedLength, received < expectedLength {
                return .truncatedBody(expected: expectedLength, received: received, partial: partial)
            }
            return .connectionLost(partial: partial)
        default:
            return error
        }
    }
}

/// A download file being written: bytes go to a temporary file beside the destination, which
/// replaces the destination only when the body is complete.
private final class FileSink {
    private let destination: URL
    private let temporary: URL
    private let handle: FileHandle

    init(destination: URL) throws(NetworkError) {
        self.destination = destination
        let name = ".\(destination.lastPathComponent).\(UUID().uuidString).partial"
        temporary = destination.deletingLastPathComponent().appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw NetworkError.fileSystem(reason: "cannot create \(temporary.path)")
        }
        do {
            handle = try FileHandle(forWritingTo: temporary)
        } catch {
            throw NetworkError.fileSystem(reason: "cannot open \(temporary.path): \(error)")
        }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(NetworkError) {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw NetworkError.fileSystem(reason: "cannot write \(temporary.path): \(error)")
        }
    }

    func commit() throws(NetworkError) -> URL {
        do {
            try handle.close()
            if FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.removeItem(at: destination)
            }
            try FileManager.default.moveItem(at: temporary, to: destination)
            return destination
        } catch {
            discard()
            throw NetworkError.fileSystem(reason: "cannot move download to \(destination.path): \(error)")
        }
    }

    func discard() {
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }
}
