import BridgeClient
import Foundation
import JSON
import WebViewFeature

/// The devhost's configuration file: the screen's `WebViewFeature.Configuration` in the same
/// encoded form an action log carries, plugin stubs with canned answers, and the app facts the
/// bridge reports.
///
/// ```json
/// {
///   "configuration": {
///     "navigation": { "allowedHosts": ["app.devhost.test"] },
///     "bridge": { "trustedOrigins": ["app.devhost.test"] }
///   },
///   "plugins": {
///     "scanBarcode": { "success": true, "message": "OK", "data": { "format": "qr", "text": "4006381333931" } },
///     "pay": { "success": false, "message": "Card declined", "errorCode": "HANDLER_FAILED" }
///   },
///   "appInfo": { "appVersion": "2.3.0", "build": "230", "osVersion": "17.5", "device": "iPhone15,2", "userName": "Kim" },
///   "origin": "https://app.devhost.test",
///   "signInCallback": "devhostapp://signed-in?code=devhost"
/// }
/// ```
///
/// Every field is optional; a missing `configuration` field takes its default (which allows no
/// host: list yours). A plugin stub is a `BridgeResponse` in its encoded form; the page gets it
/// for every call of that action, whatever the payload. The desktop has no system authentication
/// session: a sign-in page handed off (`configuration.signIn`) ends with `signInCallback` when the
/// file names one, and as cancelled otherwise.
package struct DevHostSettings: Sendable, Equatable, Decodable {
  /// The screen's policy, exactly as an action log's header carries it.
  package var configuration: WebViewFeature.Configuration
  /// Canned answers by action name.
  package var plugins: [String: BridgeResponse]
  /// What `getUserInfo`, `getAppVersion` and `appVersion` report.
  package var appInfo: AppInfo
  /// The origin a `--page` folder is served at.
  package var origin: URL
  /// The callback URL a handed-off sign-in ends with; without one it ends cancelled.
  package var signInCallback: URL?

  /// The origin pages are served at unless a file says otherwise. `.test` is reserved for
  /// testing (RFC 2606), so it can never reach a real server.
  package static let defaultOrigin = URL(string: "https://app.devhost.test")!

  /// App facts for a desktop run.
  package static let defaultAppInfo = AppInfo(
    appVersion: "1.0.0", build: "1", osVersion: "devhost", device: "webview-devhost", userName: "Developer")

  /// Creates settings.
  package init(
    configuration: WebViewFeature.Configuration = WebViewFeature.Configuration(),
    plugins: [String: BridgeResponse] = [:], appInfo: AppInfo = defaultAppInfo, origin: URL = defaultOrigin,
    signInCallback: URL? = nil
  ) {
    self.configuration = configuration
    self.plugins = plugins
    self.appInfo = appInfo
    self.origin = origin
    self.signInCallback = signInCallback
  }

  private enum CodingKeys: String, CodingKey {
    case configuration, plugins, appInfo, origin, signInCallback
  }

  /// Decodes the file; each missing field takes its default.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      configuration: try container.decode(.configuration, or: WebViewFeature.Configuration()),
      plugins: try container.decode(.plugins, or: [:]),
      appInfo: try container.decode(.appInfo, or: Self.defaultAppInfo),
      origin: try container.decode(.origin, or: Self.defaultOrigin),
      signInCallback: try container.decodeIfPresent(URL.self, forKey: .signInCallback))
  }

  /// Reads a configuration file.
  package init(contentsOf file: URL) throws(DevHostError) {
    do {
      self = try JSONCoders.decode(Self.self, from: try Data(contentsOf: file))
    } catch {
      throw .invalidFile(path: file.path, reason: Self.reason(error))
    }
  }

  /// The desktop's authentication session: it ends at once, with ``signInCallback`` or cancelled.
  package var signInClient: SignInClient {
    let outcome: SignInOutcome = signInCallback.map(SignInOutcome.callback) ?? .cancelled
    return SignInClient { _, _ in outcome }
  }

  /// The configuration with a plugin per stub, each answering with its canned response.
  package var configurationWithPlugins: WebViewFeature.Configuration {
    get throws(DevHostError) {
      var configuration = configuration
      for (action, response) in plugins.sorted(by: { $0.key < $1.key }) {
        do {
          try configuration.plugins.register(action) { _ in response }
        } catch {
          throw .invalidFile(path: "plugins", reason: error.description)
        }
      }
      return configuration
    }
  }

  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return (path.isEmpty ? "" : "\(path): ") + context.debugDescription
    @unknown default:
      return "\(error)"
    }
  }
}
