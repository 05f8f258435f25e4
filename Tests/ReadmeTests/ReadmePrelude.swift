// Stand-ins for what README blocks only mention: the app's own types and, on Linux, the few
// WebKit and UIKit names a host block calls. Compiled beside each block by ReadmeSnippetTests;
// not part of any target.
import Foundation
import StoreRuntime
import WebViewFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's search client, as the runtime example uses it.
struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

private enum SearchClientKey: DependencyKey {
  static let liveValue = SearchClient { _ in [] }
  static let testValue = SearchClient { _ in [] }
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClientKey.self] }
    set { self[SearchClientKey.self] = newValue }
  }
}

/// A table view a block reloads.
@MainActor final class TableView {
  func reload(_ rows: [String]) {}
}
@MainActor let tableView = TableView()

/// A plugin payload.
struct ScanRequest: Decodable, Sendable {
  var format: String
}

/// The fact client of the TCA comparison.
struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

private enum FactClientKey: DependencyKey {
  static let liveValue = FactClient { "\($0)" }
  static let testValue = FactClient { "\($0)" }
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClientKey.self] }
    set { self[FactClientKey.self] = newValue }
  }
}

// The host's clients, which "Host glue" builds from its WKWebView.
let hostWebViewClient = WebViewClient.noop
let hostBridgeClient = BridgeClient.noop

// The few WebKit names the host blocks call, shaped as WebKit declares them (WebKit does not
// exist on Linux).
@MainActor final class WKWebView {
  func callAsyncJavaScript(_ functionBody: String, contentWorld: WKContentWorld) async throws -> Any? { nil }
}
struct WKContentWorld: Sendable {
  static let page = WKContentWorld()
}
final class WKFrameInfo {
  var request = URLRequest(url: URL(string: "https://app.example.com/")!)
  var isMainFrame = true
}
@MainActor final class WKScriptMessage {
  var body: Any = [String: Any]()
  var frameInfo = WKFrameInfo()
}
