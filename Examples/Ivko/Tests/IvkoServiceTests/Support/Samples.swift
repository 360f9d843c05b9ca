import Foundation
import IvkoService

/// The backend's sample answers in `Tests/Fixtures/IvkoSamples`.
enum Samples {
    /// The samples folder.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IvkoSamples")

    /// The file of sample `name`.
    static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// The bytes of sample `name`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// Sample `name` parsed as JSON.
    static func json(_ name: String) throws -> JSONValue {
        try JSONValue(parsing: data(name))
    }

    /// Sample `name` as text.
    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    /// Every sample answer (the README aside).
    static func all() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "README.md" }.sorted()
    }
}
