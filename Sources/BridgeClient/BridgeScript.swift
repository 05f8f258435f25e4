import Foundation

/// The page side of the bridge: `bridge.js`, to install as a user script at document start.
public enum BridgeScript {
  /// The script's source, read from the package's resources once.
  ///
  /// A build without the resource cannot work at all, so its absence stops the program with a
  /// message naming the resource.
  public static let source: String = {
    guard let url = Bundle.module.url(forResource: "bridge", withExtension: "js"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      preconditionFailure("BridgeClient's resource bridge.js is missing from the package's bundle.")
    }
    return text
  }()
}
