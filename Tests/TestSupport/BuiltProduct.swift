import Foundation

/// An executable product of this package, as the tests that run it find it.
public enum BuiltProduct {
  /// Where SwiftPM put the product `name`: next to the test bundle or the test runner (it builds
  /// both into one folder), else in `.build/debug` under `packageRoot`; `nil` when it was not
  /// built.
  public static func url(named name: String, packageRoot: URL) -> URL? {
    var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
