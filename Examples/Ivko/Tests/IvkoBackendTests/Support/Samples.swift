import Foundation

/// The API samples in `Tests/Fixtures/IvkoSamples`, found relative to this file.
enum Samples {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IvkoSamples")

    /// The raw bytes of a sample.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// A sample parsed as JSON.
    static func json(_ name: String) throws -> Any {
        try JSONSerialization.jsonObject(with: data(name), options: [.fragmentsAllowed])
    }

    /// A sample parsed as a JSON object.
    static func object(_ name: String) throws -> [String: Any] {
        guard let object = try json(name) as? [String: Any] else { throw TestFailure("\(name) is not an object") }
        return object
    }
}

/// JSON values compared by their canonical serialization (sorted keys), so two parses of equal
/// documents compare equal whatever their field order.
enum Canonical {
    static func text(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    /// The keys of a JSON object.
    static func keys(_ value: Any?) -> Set<String> {
        Set((value as? [String: Any])?.keys.map { $0 } ?? [])
    }
}
