import Foundation
import IvkoTestSupport
import Testing

@testable import IvkoWeb

/// Only picture files directly inside the picture cache folder are served.
struct PictureFilesTests {
    @Test func aCachedPictureIsServedByItsName() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("ab12.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: file)
        let pictures = PictureFiles(folder: folder.url)
        #expect(pictures.url(forFile: file.path) == "/pictures/ab12.png")
        let served = try #require(pictures.file(forName: "ab12.png"))
        #expect(served.contentType == "image/png")
    }

    @Test func pathsOutOfTheFolderAreRefused() throws {
        let parent = try TemporaryDirectory()
        let folder = parent.url.appendingPathComponent("assets", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let secret = parent.url.appendingPathComponent("credentials.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: secret)
        let pictures = PictureFiles(folder: folder)
        for name in ["../credentials.png", "..%2Fcredentials.png", "%2E%2E%2Fcredentials.png", "..", ".hidden", "", "a/b.png", "%00.png"] {
            #expect(pictures.file(forName: name) == nil, "\(name)")
        }
        #expect(pictures.url(forFile: secret.path) == nil)
        #expect(pictures.url(forFile: folder.appendingPathComponent("../credentials.png").path) == nil)
    }

    @Test func aLinkOutOfTheFolderIsRefused() throws {
        let parent = try TemporaryDirectory()
        let folder = parent.url.appendingPathComponent("assets", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outside = parent.url.appendingPathComponent("outside.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: outside)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.png"), withDestinationURL: outside)
        #expect(PictureFiles(folder: folder).file(forName: "link.png") == nil)
    }

    @Test func aFileThatIsNoPictureIsRefused() throws {
        let folder = try TemporaryDirectory()
        try Data("not a picture".utf8).write(to: folder.url.appendingPathComponent("notes.png"))
        #expect(PictureFiles(folder: folder.url).file(forName: "notes.png") == nil)
    }
}
