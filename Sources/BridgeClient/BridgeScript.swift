import Foundation
import JSON

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

  /// `bridge.js` preceded by the `window.nativeBridgeConfig` that speaks `configuration`: its
  /// dialect, handler names, dialect 2 namespace and dialect 3 reply and event functions. What
  /// the host kit installs at document start, so the page's `nativeBridge` and the app agree
  /// without a configuration script of the app's own. A `nativeBridgeConfig` that another
  /// document-start script set first is kept.
  public static func source(for configuration: BridgeConfiguration) -> String {
    var config: [String: JSONValue] = ["handlerName": .string(configuration.handlerName)]
    if let name = configuration.replyHandlerName { config["replyHandlerName"] = .string(name) }
    switch configuration.dialect {
    case .typeCallback(let eventFunction):
      config["dialect"] = "typeCallback"
      config["eventFunction"] = .string(eventFunction.rawValue)
    case .wadInterface(let namespace):
      config["dialect"] = "wadInterface"
      config["wadNamespace"] = .string(namespace.rawValue)
    case .actionUUID(let replyFunction, let eventFunction):
      config["dialect"] = "actionUUID"
      config["replyFunction"] = .string(replyFunction.rawValue)
      config["eventFunction"] = .string(eventFunction.rawValue)
    }
    // Strings only (names and validated paths), so the literal always exists.
    let literal = (try? JavaScript.literal(.object(config))) ?? "{}"
    return "window.nativeBridgeConfig = window.nativeBridgeConfig || \(literal);\n" + source
  }
}
