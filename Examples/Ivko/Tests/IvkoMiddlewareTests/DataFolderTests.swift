import Foundation
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// `DataFolder`: the one owner of the data folder's layout. What it names is what `--reset` deletes,
/// and nothing else in the folder goes.
@Suite struct DataFolderTests {
    @Test func everyFileItNamesIsShopDataAndOnlyThoseAreDeleted() throws {
        let directory = try TemporaryDirectory()
        let folder = DataFolder(directory.url)
        let customer = folder.customerDatabase(for: CustomerNumber("0004711"))
        let named = [folder.catalogDatabase, customer, folder.credentials, folder.navigation, folder.log]
        let journals = [
            directory.url.appendingPathComponent(folder.catalogDatabase.lastPathComponent + "-wal"),
            directory.url.appendingPathComponent(customer.lastPathComponent + "-shm"),
            directory.url.appendingPathComponent(".\(folder.credentials.lastPathComponent).staging"),
        ]
        let others = [directory.url.appendingPathComponent("notes.txt"), directory.url.appendingPathComponent("catalog.json")]
        for file in named + journals + others { try Data("x".utf8).write(to: file) }
        try FileManager.default.createDirectory(at: folder.assets, withIntermediateDirectories: true)
        for file in named + journals + [folder.assets] { #expect(folder.holdsShopData(named: file.lastPathComponent), "\(file)") }
        for file in others { #expect(!folder.holdsShopData(named: file.lastPathComponent), "\(file)") }

        try folder.deleteShopData()
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(left == ["catalog.json", "notes.txt"])
    }
}
