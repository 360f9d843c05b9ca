import Foundation
import Networking
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads streamed to disk and uploads from data or a file, through both transports.
@Suite("Streaming transfers on a real server")
struct ServerTransferTests {
    /// Progress reports and the largest resident-memory growth seen while they arrived.
    final class ProgressLog: @unchecked Sendable {
        private let lock = NSLock()
        private var baseline: Int?
        private(set) var reports: [TransferProgress] = []
        private(set) var peakGrowth = 0

        /// Starts measuring growth from the memory resident now.
        func startMeasuring() {
            lock.withLock { baseline = ResidentMemory.bytes() }
        }

        func record(_ progress: TransferProgress) {
            let resident = ResidentMemory.bytes()
            lock.withLock {
                reports.append(progress)
                if let resident, let baseline { peakGrowth = max(peakGrowth, resident - baseline) }
            }
        }
    }

    /// The memory check: a warm-up download first sets up connections, threads and buffers, then
    /// resident memory may not grow by more than a quarter of the 20 MB while they stream. A
    /// transport that held the body would grow by at least 20 MB. The two transports run one
    /// after the other so neither's memory shows in the other's measurement.
    @Test("a 20 MB download streams to its file with progress, never held in memory", .serialized, arguments: TransportKind.allCases)
    func largeDownload(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let size: Int64 = 20 * 1024 * 1024
        let directory = FileManager.default.temporaryDirectory
        let warmUp = directory.appendingPathComponent("networking-\(UUID().uuidString).bin")
        let file = directory.appendingPathComponent("networking-\(UUID().uuidString).bin")
        defer {
            try? FileManager.default.removeItem(at: warmUp)
            try? FileManager.default.removeItem(at: file)
        }
        let log = ProgressLog()
        let options = RequestOptions(progress: { log.record($0) })

        let payload = try await kind.withSession { session in
            _ = await session.download(URLRequest(url: server.url("/bytes/\(size / 8)")), to: warmUp)
            log.startMeasuring()
            return await session.download(URLRequest(url: server.url("/bytes/\(size)")), to: file, options: options)
        }

        #expect(payload.error == nil)
        #expect(payload.response?.body == .file(file, byteCount: size))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.size] as? NSNumber)?.int64Value == size)
        #expect(log.reports.count > 10)
        #expect(log.reports.last == TransferProgress(direction: .download, completedBytes: size, expectedBytes: size))
        #expect(zip(log.reports, log.reports.dropFirst()).allSatisfy { $0.completedBytes < $1.completedBytes })
        #expect(log.peakGrowth < Int(size / 4), "resident memory grew by \(log.peakGrowth) bytes during a 20 MB download")
    }

    @Test("an error status on a download keeps its body in memory and leaves no file", arguments: TransportKind.allCases)
    func downloadOfErrorStatus(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("networking-\(UUID().uuidString).bin")
        let payload = try await kind.withSession { await $0.download(URLRequest(url: server.url("/sql-error")), to: file) }

        #expect(payload.status == 500)
        #expect(payload.data.map { String(decoding: $0, as: UTF8.self) } == TestRoutes.sqlErrorText)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("uploads stream from data and from a file", arguments: TransportKind.allCases)
    func uploads(kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("networking-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(repeating: 7, count: 300_000).write(to: file)
        var request = URLRequest(url: server.url("/upload"))
        request.httpMethod = "POST"

        let (fromData, fromFile) = try await kind.withSession { session in
            (await session.upload(request, from: .data(Data(repeating: 1, count: 1234))),
             await session.upload(request, from: .file(file)))
        }

        #expect(fromData.data == Data("1234".utf8))
        #expect(fromFile.data == Data("300000".utf8))
    }
}
