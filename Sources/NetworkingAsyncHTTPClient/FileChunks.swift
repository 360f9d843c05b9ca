// Built with the package trait AsyncHTTPClient only (see Package.swift, `traits`).
#if AsyncHTTPClient
import Foundation
import Networking
import NIOCore

/// A file read as a sequence of buffers, for streaming an upload without loading the file.
struct FileChunks: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    let url: URL
    let progress: ProgressHandler?
    let total: Int64
    let chunkSize = 64 * 1024

    init?(url: URL, progress: ProgressHandler?, total: Int64) {
        guard FileManager.default.isReadableFile(atPath: url.path) else { return nil }
        self.url = url
        self.progress = progress
        self.total = total
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(handle: try? FileHandle(forReadingFrom: url), chunks: self)
    }

    struct Iterator: AsyncIteratorProtocol {
        let handle: FileHandle?
        let chunks: FileChunks
        var sent: Int64 = 0

        mutating func next() async throws -> ByteBuffer? {
            guard let handle else { throw NetworkError.fileSystem(reason: "cannot open \(chunks.url.path)") }
            guard let data = try handle.read(upToCount: chunks.chunkSize), !data.isEmpty else {
                try? handle.close()
                return nil
            }
            sent += Int64(data.count)
            chunks.progress?(TransferProgress(direction: .upload, completedBytes: sent, expectedBytes: chunks.total))
            return ByteBuffer(bytes: data)
        }
    }
}
#endif
