/// Reads a Server-Sent Events stream (the WHATWG `text/event-stream` format) as its bytes arrive, in
/// any chunking: lines ending in LF, CRLF or CR, `:` comments, the `event`, `data` (several lines
/// joined with LF), `id` and `retry` fields, a leading byte order mark, and an event cut off by the
/// end of the stream (dropped, as the format says). It keeps one line and one event at most, so its
/// memory does not grow with the stream; a line or an event over `maximumBytes` is refused.
package struct ServerSentEventParser: Sendable {
    /// What one complete line or event amounts to.
    package enum Output: Sendable, Hashable {
        /// A dispatched event: its own `id` (nil when it sent none), the stream's last event id (what a
        /// reconnect sends as `Last-Event-ID`), its type (`message` when it named none) and its data.
        case event(id: String?, lastEventID: String?, type: String, data: String)
        /// A `retry:` of this many milliseconds.
        case retry(milliseconds: Int)
        /// A comment line (`: keep-alive`).
        case comment
    }

    /// A line or an event longer than the parser accepts.
    package struct Oversized: Error, Sendable, Hashable {
        /// The limit that was passed, in bytes.
        package let limit: Int
    }

    /// The most bytes one line or one event's data may have.
    package let maximumBytes: Int
    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var eventType = ""
    private var eventID: String?
    private var lastEventID: String?
    private var afterCR = false
    private var atStart = true

    /// A parser for one stream; `maximumBytes` bounds a line and an event (1 MiB by default).
    package init(maximumBytes: Int = 1 << 20) {
        self.maximumBytes = maximumBytes
    }

    /// Reads `bytes`, appending what they complete to `outputs`.
    package mutating func feed(_ bytes: some Sequence<UInt8>, into outputs: inout [Output]) throws(Oversized) {
        for byte in bytes {
            switch byte {
            case 0x0A:
                if afterCR {
                    afterCR = false
                } else {
                    try endLine(into: &outputs)
                }
            case 0x0D:
                try endLine(into: &outputs)
                afterCR = true
            default:
                afterCR = false
                guard line.count < maximumBytes else { throw Oversized(limit: maximumBytes) }
                line.append(byte)
            }
        }
    }

    /// The stream ended: an event not yet dispatched by its blank line is dropped, as the format says.
    package mutating func finish() {
        line.removeAll()
        resetEvent()
    }

    private mutating func endLine(into outputs: inout [Output]) throws(Oversized) {
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        defer { line.removeAll(keepingCapacity: true) }
        guard let first = line.first else {
            dispatch(into: &outputs)
            return
        }
        if first == UInt8(ascii: ":") {
            outputs.append(.comment)
            return
        }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let name = line[..<(colon ?? line.endIndex)]
        var value = colon.map { line[line.index(after: $0)...] } ?? line[line.endIndex...]
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        switch String(decoding: name, as: UTF8.self) {
        case "event":
            eventType = String(decoding: value, as: UTF8.self)
        case "data":
            guard data.count + value.count < maximumBytes else { throw Oversized(limit: maximumBytes) }
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
        case "id":
            guard !value.contains(0) else { return }
            let id = String(decoding: value, as: UTF8.self)
            eventID = id
            lastEventID = id.isEmpty ? nil : id
        case "retry":
            guard !value.isEmpty, value.allSatisfy({ (0x30...0x39).contains($0) }),
                let milliseconds = Int(String(decoding: value, as: UTF8.self))
            else { return }
            outputs.append(.retry(milliseconds: milliseconds))
        default:
            break
        }
    }

    private mutating func dispatch(into outputs: inout [Output]) {
        defer { resetEvent() }
        guard hasData else { return }
        let id = eventID.flatMap { $0.isEmpty ? nil : $0 }
        outputs.append(
            .event(
                id: id, lastEventID: lastEventID, type: eventType.isEmpty ? "message" : eventType,
                data: String(decoding: data, as: UTF8.self)))
    }

    private mutating func resetEvent() {
        data.removeAll(keepingCapacity: true)
        hasData = false
        eventType = ""
        eventID = nil
    }
}
