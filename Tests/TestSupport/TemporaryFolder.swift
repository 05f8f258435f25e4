import Foundation

/// A folder of its own in the temporary directory, removed with everything in it when the value
/// is released.
///
/// Keep one in a stored property of a test suite: Swift Testing makes a suite instance for every
/// test (and every argument of a parameterised test) and releases it when the test ends, passed,
/// failed or thrown, so nothing a test writes outlives it.
///
/// ```swift
/// struct RecorderTests {
///   private let scratch = TemporaryFolder()
///   @Test func writesTheLog() throws { let url = scratch.newFile("session.jsonl") … }
/// }
/// ```
public final class TemporaryFolder: Sendable {
  /// The folder: `<temporary directory>/<module>-<UUID>`.
  public let url: URL

  /// Creates the folder, named after the module that creates it (`ActionLogTests-…`), so a
  /// leftover says where it came from.
  public init(fileID: String = #fileID) {
    let module = fileID.prefix { $0 != "/" }
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(module)-\(UUID().uuidString)", isDirectory: true)
    // Should this fail, the first file a test writes fails and names the folder: that says more
    // than failing here could.
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// A path for a new file that ends in `name`, different on every call; nothing is created.
  public func newFile(_ name: String = "file") -> URL {
    url.appendingPathComponent("\(UUID().uuidString)-\(name)")
  }

  /// Writes `text` (UTF-8) to a new file that ends in `name` and returns its path.
  public func newFile(containing text: String, named name: String = "file") throws -> URL {
    let file = newFile(name)
    try Data(text.utf8).write(to: file)
    return file
  }
}
