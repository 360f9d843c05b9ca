import Foundation
import NIOCore
import NIOPosix

/// A bare WebSocket client for the tests: the handshake with exactly the headers given (the
/// library's client adds an `Origin` of its own, which the server rightly refuses beside a second
/// one), text frames out (masked, as a client must) and in, the server's pings answered.
struct RawWebSocket {
    private var iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    private var pending = ByteBuffer()

    private init(iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator, outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>) {
        self.iterator = iterator
        self.outbound = outbound
    }

    /// Connects to 127.0.0.1:`port`, asks to upgrade `path` with `headers`, and runs `body` on the
    /// socket; throws `WebSocketRefused` when the server does not upgrade.
    static func run(
        port: Int, path: String, headers: [(String, String)], _ body: @Sendable (inout RawWebSocket) async throws -> Void
    ) async throws {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        try await channel.executeThenClose { inbound, outbound in
            var socket = RawWebSocket(iterator: inbound.makeAsyncIterator(), outbound: outbound)
            var request = "GET \(path) HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            for (name, value) in headers { request += "\(name): \(value)\r\n" }
            try await outbound.write(ByteBuffer(string: request + "\r\n"))
            let head = try await socket.readHead()
            let statusLine = String(head.split(separator: "\r\n").first ?? "")
            guard statusLine.contains(" 101 ") else { throw WebSocketRefused(statusLine: statusLine) }
            try await body(&socket)
        }
    }

    /// Sends `text` as one masked text frame.
    func send(_ text: String) async throws {
        try await sendFrame(opcode: 0x1, payload: Array(text.utf8))
    }

    /// Sends one masked frame of `opcode` (final) with `payload`.
    private func sendFrame(opcode: UInt8, payload: [UInt8]) async throws {
        var frame = ByteBuffer()
        frame.writeInteger(UInt8(0x80 | opcode))
        if payload.count < 126 {
            frame.writeInteger(UInt8(0x80 | payload.count))
        } else if payload.count <= 0xFFFF {
            frame.writeInteger(UInt8(0x80 | 126))
            frame.writeInteger(UInt16(payload.count))
        } else {
            frame.writeInteger(UInt8(0x80 | 127))
            frame.writeInteger(UInt64(payload.count))
        }
        let mask: [UInt8] = [0x1F, 0x2E, 0x3D, 0x4C]
        frame.writeBytes(mask)
        frame.writeBytes(payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
        try await outbound.write(frame)
    }

    /// The next text message, `nil` when the server closed the socket.
    mutating func next() async throws -> String? {
        while true {
            if let frame = takeFrame() {
                switch frame.opcode {
                case 0x1: return String(decoding: frame.payload, as: UTF8.self)
                case 0x8: return nil
                // The server's ping: a client that does not answer is closed after its ping period.
                case 0x9: try await sendFrame(opcode: 0xA, payload: frame.payload)
                default: continue
                }
            }
            guard let more = try await iterator.next() else { return nil }
            pending.writeImmutableBuffer(more)
        }
    }

    /// One whole unmasked frame from what has arrived, if there is one (a server sends one message a frame).
    private mutating func takeFrame() -> (opcode: UInt8, payload: [UInt8])? {
        let bytes = Array(pending.readableBytesView)
        guard bytes.count >= 2 else { return nil }
        var length = Int(bytes[1] & 0x7F)
        var offset = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            offset = 4
        } else if length == 127 {
            guard bytes.count >= 10 else { return nil }
            length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
            offset = 10
        }
        guard bytes.count >= offset + length else { return nil }
        pending.moveReaderIndex(forwardBy: offset + length)
        pending.discardReadBytes()
        return (bytes[0] & 0x0F, Array(bytes[offset..<(offset + length)]))
    }

    /// Reads the handshake's answer up to its blank line; the bytes after it stay for the frames.
    private mutating func readHead() async throws -> String {
        while true {
            let bytes = Array(pending.readableBytesView)
            if let end = bytes.indices.dropLast(3).first(where: { bytes[$0..<($0 + 4)] == [13, 10, 13, 10] }) {
                pending.moveReaderIndex(forwardBy: end + 4)
                pending.discardReadBytes()
                return String(decoding: bytes[..<end], as: UTF8.self)
            }
            guard let more = try await iterator.next() else { return String(decoding: bytes, as: UTF8.self) }
            pending.writeImmutableBuffer(more)
        }
    }
}
