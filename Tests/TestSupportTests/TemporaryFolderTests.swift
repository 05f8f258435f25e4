import Foundation
import TestSupport
import Testing

struct TemporaryFolderTests {
  @Test func folderAndItsFilesAreRemovedWhenReleased() throws {
    var folder: TemporaryFolder? = TemporaryFolder()
    let url = try #require(folder?.url)
    let file = try #require(try folder?.newFile(containing: "x", named: "log.jsonl"))
    #expect(FileManager.default.fileExists(atPath: file.path))
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func folderIsNamedAfterTheModuleThatMadeIt() {
    let folder = TemporaryFolder()
    #expect(folder.url.lastPathComponent.hasPrefix("TestSupportTests-"))
    #expect(folder.url.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
  }

  @Test func everyNewFileHasItsOwnPath() {
    let folder = TemporaryFolder()
    #expect(folder.newFile("a.jsonl") != folder.newFile("a.jsonl"))
    #expect(folder.newFile("a.jsonl").lastPathComponent.hasSuffix("-a.jsonl"))
  }
}
