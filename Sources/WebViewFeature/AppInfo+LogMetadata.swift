import Foundation
import JSON

extension AppInfo {
  /// The action-log header metadata key that holds the encoded app facts: `appInfo`.
  public static let logMetadataKey = "appInfo"

  /// These facts as action-log header metadata: `[logMetadataKey: JSON text]`, plus the plain
  /// `appVersion`, `build`, `osVersion` and `device` keys people read.
  ///
  /// A replay that recomputes effects answers the page's `getUserInfo` and `getAppVersion` with
  /// them, as the device did. The screen's recorder (WebViewFeatureLogs) writes ``userName`` as a
  /// placeholder; a recorder of your own should leave it out or redact it too.
  public var logMetadata: [String: String] {
    let text = try? JSONCoders.text(of: self)
    var metadata = ["appVersion": appVersion, "build": build, "osVersion": osVersion, "device": device]
    metadata[Self.logMetadataKey] = text
    return metadata
  }

  /// The facts ``logMetadata`` recorded; without the `appInfo` key, the plain keys (`unknown`
  /// where one is missing, no user name); `nil` when `metadata` has none of them.
  public init?(logMetadata metadata: [String: String]) {
    if let text = metadata[Self.logMetadataKey],
      let decoded = try? JSONCoders.decode(AppInfo.self, from: text)
    {
      self = decoded
      return
    }
    let keys = ["appVersion", "build", "osVersion", "device"]
    guard keys.contains(where: { metadata[$0] != nil }) else { return nil }
    self.init(
      appVersion: metadata["appVersion"] ?? "unknown", build: metadata["build"] ?? "unknown",
      osVersion: metadata["osVersion"] ?? "unknown", device: metadata["device"] ?? "unknown")
  }
}
