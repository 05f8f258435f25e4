// Stand-ins for what documentation blocks only mention: the app's own types. Compiled beside each
// block by DocumentationSnippetTests; not part of any target. Apple-only blocks (marked ios and
// macos) are checked against the SDK stand-ins in AppleSDK/ instead.
import Foundation
import StoreRuntime
import WebViewFeature

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
