import Foundation
import IvkoModel
import IvkoService
import Logging

/// Reads a whole response for one endpoint: checks its top-level shape and the number of its
/// records, and collects (and logs) the records it has to skip. The backend's error answers never
/// get here: the API wrapper throws them as typed errors.
struct ResponseReader {
    /// The response being read.
    let kind: ResponseKind
    /// Where skipped records are logged.
    let logger: Logger
    /// The records skipped so far.
    private(set) var skipped: [SkippedRecord] = []

    /// Starts reading a response of `kind`.
    init(_ kind: ResponseKind, logger: Logger) {
        self.kind = kind
        self.logger = logger
    }

    /// The response's top-level object; throws when it is something else.
    func root(_ json: JSONValue) throws(DataError) -> FieldReader {
        guard let root = FieldReader(json) else {
            throw .unexpectedStructure(kind, path: "$", expected: "an object", found: json.kindName)
        }
        return root
    }

    /// The response's top-level object, left in its parsed tree; throws when it is something else.
    func root(_ tree: JSONTree) throws(DataError) -> FieldReader {
        guard let root = FieldReader(tree) else {
            throw .unexpectedStructure(kind, path: "$", expected: "an object", found: tree.kindName)
        }
        return root
    }

    /// The response's elements when it is a top-level array.
    func topLevelArray(_ json: JSONValue) throws(DataError) -> [JSONValue] {
        guard case .array(let elements) = json else {
            throw .unexpectedStructure(kind, path: "$", expected: "an array", found: json.kindName)
        }
        return elements
    }

    /// The array member `key` of the root; empty when the member is empty, an error when it is no
    /// array or holds more than `limit` elements.
    func list(
        _ key: String, in root: FieldReader, required: Bool = true, limit: Int = .max
    ) throws(DataError) -> [JSONValue] {
        guard let value = root.value(key) else {
            if required, root.raw(key) == nil {
                throw .unexpectedStructure(kind, path: key, expected: "an array", found: "nothing")
            }
            return []
        }
        guard case .array(let elements) = value else {
            throw .unexpectedStructure(kind, path: key, expected: "an array", found: value.kindName)
        }
        guard elements.count <= limit else {
            throw .tooManyRecords(kind, path: key, count: elements.count, limit: limit)
        }
        return elements
    }

    /// `list(_:in:required:limit:)` for a root read from the parsed tree `tree`: the elements stay
    /// unconverted, each converted member by member as its record is read.
    func list(_ key: String, in root: FieldReader, of tree: JSONTree, limit: Int = .max) throws(DataError) -> [JSONTree] {
        guard let elements = tree[key]?.elements else {
            // Not an array: the same error, or the same empty list, as for a converted root.
            _ = try list(key, in: root, limit: limit)
            return []
        }
        guard elements.count <= limit else {
            throw .tooManyRecords(kind, path: key, count: elements.count, limit: limit)
        }
        return elements
    }

    /// Runs `read` on a single-record response, turning its field error into `DataError.invalidField`.
    func single<Value>(_ read: () throws(FieldError) -> Value) throws(DataError) -> Value {
        do {
            return try read()
        } catch {
            throw .invalidField(kind, error)
        }
    }

    /// The shop's day at `date`, or `DataError.timeZone` when the zone cannot place it.
    func day(of date: Date, in timeZone: ShopTimeZone) throws(DataError) -> CalendarDay {
        do {
            return try timeZone.day(of: date)
        } catch {
            throw .timeZone(kind, error)
        }
    }

    /// Notes and logs a record left out because it could not be read.
    mutating func skip(_ path: @autoclosure () -> String, key: String?, error: FieldError) {
        let record = SkippedRecord(kind: kind, path: path(), key: key, error: error)
        skipped.append(record)
        logger.warning(
            "Skipped an unreadable record",
            metadata: [
                "response": "\(kind.rawValue)", "record": "\(record.path)",
                "key": "\(key ?? "-")", "problem": "\(error)",
            ]
        )
    }

    /// Reads each element of `elements` as an object with `read`, skipping the elements that fail.
    /// `read` returns `nil` for a record that is deliberately left out (inactive, expired).
    mutating func records<Record, Element: RecordElement>(
        _ elements: [Element], at path: String,
        key keyField: String,
        _ read: (FieldReader) throws(FieldError) -> Record?
    ) -> [Record] {
        var records: [Record] = []
        records.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let fields = element.fieldReader else {
                skip(
                    "\(path)[\(index)]", key: nil,
                    error: FieldError(
                        field: "", problem: .wrongType(expected: "an object", found: element.kindName)))
                continue
            }
            do {
                if let record = try read(fields) { records.append(record) }
            } catch {
                skip("\(path)[\(index)]", key: fields.raw(keyField)?.stringValue, error: error)
            }
        }
        return records
    }
}

/// An element of a response's list of records: converted (`JSONValue`) or still in the parsed tree
/// (`JSONTree`); `ResponseReader.records` reads either the same way.
protocol RecordElement {
    /// A reader of the element's members when it is an object.
    var fieldReader: FieldReader? { get }
    /// What kind of value it is, for errors (`an object`, `text`, …).
    var kindName: String { get }
}

extension JSONValue: RecordElement {
    var fieldReader: FieldReader? { FieldReader(self) }
}

extension JSONTree: RecordElement {
    var fieldReader: FieldReader? { FieldReader(self) }
}
