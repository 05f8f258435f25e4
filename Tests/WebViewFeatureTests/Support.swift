import BridgeClient
import Foundation
import JSON
import StoreRuntime
import StoreTesting
import WebViewFeature

typealias State = WebViewFeature.State
typealias Action = WebViewFeature.Action

/// URLs used across the tests; `example.com` is the allowed and trusted host.
enum Fixture {
  static let home = URL(string: "https://app.example.com/")!
  static let article = URL(string: "https://app.example.com/article")!
  static let login = URL(string: "https://www.example.com/login")!
  static let evil = URL(string: "https://evil.com/")!
  static let tel = URL(string: "tel:+1-555-0100")!
  static let start = Date(timeIntervalSinceReferenceDate: 1_000)
  static let appInfo = AppInfo(appVersion: "2.3.0", build: "41", osVersion: "17.5", device: "iPhone15,2", userName: "Mina")
  static let mainFrame = BridgeFrame(url: home, isMainFrame: true)

  static func url(_ text: String) -> URL { URL(string: text)! }

  /// A configuration that allows and trusts `example.com`.
  static func configuration(
    plugins: PluginRegistry = PluginRegistry(),
    dialect: BridgeDialect = .typeCallback(),
    allowsSubframes: Bool = false,
    recovery: WebViewFeature.RecoveryPolicy = WebViewFeature.RecoveryPolicy(),
    screenRequests: WebViewFeature.ScreenRequests = .handledByFeature
  ) -> WebViewFeature.Configuration {
    WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"])),
      bridge: BridgeConfiguration(
        dialect: dialect, trustedOrigins: HostAllowList(["example.com"]), allowsSubframes: allowsSubframes),
      plugins: plugins,
      recovery: recovery,
      screenRequests: screenRequests
    )
  }

  /// What committing `url` in a loading page with panels open changes: the new document is on
  /// screen, not ready yet, and the old one's panels are gone.
  static func newDocument(_ url: URL) -> (inout State) -> Void {
    { state in
      state.url = url
      state.lastURL = url
      state.title = nil
      state.isPageReady = false
      state.dialogs = []
    }
  }

  /// A page that finished loading `home`, so its document is ready for events.
  static var loadedPage: State {
    var state = State()
    state.url = home
    state.lastURL = home
    state.title = "Home"
    state.progress = 1
    state.isPageReady = true
    return state
  }

  /// A dialect 1 message `{type, callback, data}`.
  static func message(_ type: String, data: JSONValue? = nil, callback: String? = "cb") -> JSONValue {
    var fields: [String: JSONValue] = ["type": .string(type)]
    if let data { fields["data"] = data }
    if let callback { fields["callback"] = .string(callback) }
    return .object(fields)
  }

  /// The request `message(type, data:)` decodes to.
  static func request(_ type: String, data: JSONValue = .null, frame: BridgeFrame = mainFrame) throws -> BridgeRequest {
    BridgeRequest(action: type, payload: data, replyRoute: .callback(try JSFunctionPath(validating: "cb")), frame: frame)
  }

  /// The script that answers a dialect 1 request with callback `cb`.
  static func reply(_ response: BridgeResponse) throws -> String? {
    try ReplyRoute.callback(try JSFunctionPath(validating: "cb")).script(for: response)
  }

  /// The session script for ``configuration(plugins:dialect:allowsSubframes:recovery:screenRequests:)``
  /// (sessions for `https:` documents of `example.com` and its subdomains) around `write`, the
  /// storage call it makes in such a document: written out here, once, as the specification of
  /// what WebKit installs.
  static func sessionScript(_ write: String) -> String {
    #"(function(){if(!(function(l){var p=l.protocol,h=l.hostname,b=0,e=h.length;"#
      + #"if(h[0]==="["){b=1;e--}else if(h[e-1]===".")e--;"#
      + #"function m(x,d,s){var n=e-x.length,i;if(n<b)return false;"#
      + #"for(i=0;i<x.length;i++)if(h[n+i]!==x[i])return false;"#
      + #"return n===b?d===1:s===1&&n-1>b&&h[n-1]==="."}"#
      + #"return p==="https:"?m("example.com",1,1):p==="http:"?false:false})(location))return;"#
      + "try{\(write)}catch(e){}})()"
  }

  /// The script that sends `event` in dialect 1.
  static func event(_ event: PageEvent) throws -> String {
    try BridgeDialect.typeCallback().eventScript(name: event.name, data: event.data)
  }
}

/// A `TestStore` for the feature with recording web view and bridge clients and a movable date.
@MainActor
final class Harness {
  let store: TestStore<State, Action>
  let web: WebViewClientRecorder
  let page: BridgeScriptRecorder
  private let now = LockIsolated(Fixture.start)

  init(
    _ state: State = State(),
    configuration: WebViewFeature.Configuration = Fixture.configuration(),
    bridge: BridgeClient? = nil,
    appInfo: AppInfo = Fixture.appInfo,
    signIn: SignInClient = .unimplemented
  ) {
    let (webView, web) = WebViewClient.recording()
    let (recordingBridge, page) = BridgeClient.recording()
    let now = self.now
    self.web = web
    self.page = page
    self.store = TestStore(initialState: state) {
      WebViewFeature(configuration: configuration)
    } withDependencies: {
      $0.webView = webView
      $0.bridgeClient = bridge ?? recordingBridge
      $0.appInfo = appInfo
      $0.signIn = signIn
      $0.date = DateGenerator { now.value }
    }
  }

  /// The date the reducer sees.
  var date: Date { now.value }

  /// Moves the reducer's date forward.
  func advance(seconds: TimeInterval) {
    now.withValue { $0 = $0.addingTimeInterval(seconds) }
  }

  /// Sends `action`, asserts the state change, and waits for its effects to end.
  func send(
    _ action: Action,
    _ assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await store.send(action, assert: assert, fileID: fileID, filePath: filePath, line: line, column: column).finish()
  }

  /// Waits for `action` from an effect and asserts the state change.
  func receive(
    _ action: Action,
    _ assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await store.receive(action, assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for every effect, then fails on anything left unasserted. Call it last.
  func finish(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
    await store.finish(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Failures a throwing `BridgeClient` reports.
struct PageGone: Error, CustomStringConvertible {
  var description: String { "the page went away" }
}

extension State {
  /// Puts `error` on screen with its English text, as the reducer does with the default
  /// `Configuration.messages`: tests state both fields in one step, as the reducer sets them.
  mutating func show(_ error: LoadError?) {
    self.error = error
    errorMessage = error.map(WebViewMessages.english.text(for:))
  }
}
