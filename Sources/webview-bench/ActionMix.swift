import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

/// A realistic cycle of WebViewFeature actions: one page load with progress, a title, two bridge
/// messages and a toast. Every cycle leaves the state as the previous one did, so the mix can
/// repeat any number of times.
enum ActionMix {
  static let home = URL(string: "https://app.example.com/")!
  static let frame = BridgeFrame(url: home, isMainFrame: true)

  /// The screen's configuration: `example.com` loads and may use the bridge.
  static let configuration = WebViewFeature.Configuration(
    navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"])),
    bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["example.com"]))
  )

  /// One cycle. With `replies`, the bridge messages name a callback, so each returns a reply
  /// effect; without, the reducer returns no effect for any action of the cycle.
  static func cycle(replies: Bool) -> [WebViewFeature.Action] {
    let callback: [String: JSONValue] = replies ? ["callback": "onReply"] : [:]
    let toast = JSONValue.object(["type": "showToast", "data": ["message": "Saved"]].merging(callback) { $1 })
    let greeting = JSONValue.object(["type": "greeting", "data": ["hello": "world"]].merging(callback) { $1 })
    return [
      .loadStarted(1, url: home),
      .progressChanged(0.1),
      .progressChanged(0.35),
      .loadCommitted(1, url: home),
      .progressChanged(0.7),
      .titleChanged("Home"),
      .progressChanged(0.95),
      .loadFinished(1),
      .scriptMessageReceived(body: toast, frame: frame),
      .toastShown,
      .scriptMessageReceived(body: greeting, frame: frame),
      .toastShown,
    ]
  }

  /// Dependencies whose effects do nothing: no-op web view and bridge, a fixed date.
  static func prepare(_ values: inout DependencyValues) {
    values.webView = .noop
    values.bridgeClient = .noop
    values.appInfo = AppInfo(appVersion: "2.3.0", build: "41", osVersion: "17.5", device: "iPhone15,2")
    values.date = .constant(Date(timeIntervalSinceReferenceDate: 1_000))
  }

  /// The dependency values of ``prepare(_:)`` in a test context.
  static var testDependencies: DependencyValues {
    var values = DependencyValues(context: .test)
    prepare(&values)
    return values
  }
}
