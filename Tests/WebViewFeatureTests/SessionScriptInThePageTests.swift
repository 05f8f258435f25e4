import BridgeClient
import Foundation
import JSON
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature

/// The session script as WebKit runs it: in every document, in Node with the WHATWG URL parser's
/// `location` (`Tests/Node/session-script.mjs`). Only documents of the session's origins get the
/// token, whatever the page's URL looks like (issue 45).
@MainActor
struct SessionScriptInThePageTests {
  private let scratch = TemporaryFolder()

  /// Seed 004's shape: the bridge (and so the session) trusts `app.example.com` over `https:`,
  /// and, in `cleartext`, hosts over `http:`.
  static func script(token: String?, cleartext: [String] = []) -> String {
    let configuration = WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com", "google.com"])),
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"]), cleartextOrigins: HostAllowList(cleartext)))
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration))
    store.send(.accessTokenChanged(token))
    return store.state.documentStartScripts.first ?? ""
  }

  static let sessionDocuments = [
    "https://app.example.com/account", "https://APP.Example.COM/", "https://app.example.com./",
    "https://app.example.com:8443/", "https://www.app.example.com/", "https://a.b.app.example.com/x?y#z",
    "https://user:pass@app.example.com/", "https://app%2Eexample.com/",
    // A browser reads `\` as `/`: this document is at app.example.com, path `/@evil.com/`.
    // Native code refuses to read such an authority at all (Foundation reads it otherwise), so
    // the document on screen never gets the token at once; the page's own check is exact.
    "https://app.example.com\\@evil.com/",
  ]

  /// Session documents whose URL text native code will not read (see above): the one place the
  /// two checks differ, and native code is the stricter.
  static let refusedByNativeCodeOnly: Set = ["https://app.example.com\\@evil.com/"]

  static let otherDocuments = [
    "https://www.google.com/", "https://blog.example.com/post", "https://example.com/",
    "http://app.example.com/account", "https://app.example.com.evil.com/", "https://evilapp.example.com/",
    "https://app-example.com/", "https://app.example.com@evil.com/", "https://evil.com/?app.example.com",
    "https://evil.com/#.app.example.com", "https://evil.com/app.example.com", "https://xn--app-example-com.evil/",
    "https://app.example.co/", "https://pp.example.com/", "https://.app.example.com.evil.com./",
    "ws://app.example.com/", "ftp://app.example.com/", "blob:https://app.example.com/0b3e", "data:text/html,hi",
    "about:blank", "file:///app.example.com/index.html", "https://[::1]/", "https://192.168.0.10/",
  ]

  func run(_ script: String, urls: [String], storage: [String: String] = [:], prelude: String = "") throws
    -> [(url: String, storage: [String: String], stolen: [String])]
  {
    let input: JSONValue = [
      "script": .string(script), "prelude": .string(prelude), "urls": .array(urls.map(JSONValue.string)),
      "storage": .object(storage.mapValues(JSONValue.string)),
    ]
    let file = scratch.url.appendingPathComponent("input.json")
    try Data(input.jsonText().utf8).write(to: file)
    let output = try NodeProcess.run(
      script: NodeProcess.nodeTestsDirectory.appendingPathComponent("session-script.mjs"), arguments: [file.path],
      scratch: scratch.url)
    let results = try JSONValue(jsonText: output)
    return try (results.arrayValue ?? []).map { result in
      let url = try #require(result["url"]?.stringValue)
      let items = (result["storage"]?.objectValue ?? [:]).compactMapValues(\.stringValue)
      let stolen = (result["stolen"]?.arrayValue ?? []).compactMap(\.stringValue)
      return (url, items, stolen)
    }
  }

  @Test func theTokenIsWrittenInDocumentsOfTheSessionsOriginsAndNowhereElse() throws {
    let results = try run(Self.script(token: "eyJ.secret"), urls: Self.sessionDocuments + Self.otherDocuments)
    let written = results.filter { $0.storage["accessToken"] == "eyJ.secret" }.map(\.url)
    #expect(written == Self.sessionDocuments)
    #expect(results.allSatisfy { $0.storage.isEmpty || $0.storage == ["accessToken": "eyJ.secret"] })
  }

  @Test func thePageDecidesAsTheNativeCheckDecides() throws {
    // The same rule, written twice (Swift for the document on screen, JavaScript for a document
    // starting), read by two URL parsers: they must agree on every URL a browser can load.
    let urls = Self.sessionDocuments + Self.otherDocuments.filter { URL(string: $0) != nil }
    let results = try run(Self.script(token: "t", cleartext: ["localhost"]), urls: urls + ["http://localhost:3000/"])
    let native = WebViewFeature.Configuration(
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"]), cleartextOrigins: HostAllowList(["localhost"])))
    for result in results {
      let url = try #require(URL(string: result.url))
      let trusted = native.bridge.trusts(BridgeFrame(url: url)) || Self.refusedByNativeCodeOnly.contains(result.url)
      #expect((result.storage["accessToken"] == "t") == trusted, "\(result.url)")
    }
  }

  @Test func signingOutRemovesTheTokenOnlyFromTheSessionsOrigins() throws {
    let urls = ["https://app.example.com/", "https://www.google.com/", "http://app.example.com/"]
    let results = try run(Self.script(token: nil), urls: urls, storage: ["accessToken": "old"])
    #expect(results.map(\.storage) == [[:], ["accessToken": "old"], ["accessToken": "old"]])
  }

  @Test func aPageThatReplacedStringAndStorageMethodsCannotPassTheCheck() throws {
    // A document already on screen ran its own scripts first: every string method answers "yes"
    // and storage writes are captured.
    let prelude = """
      var yes = function () { return "app.example.com"; };
      ["slice", "substring", "substr", "charAt", "toLowerCase", "endsWith", "indexOf", "lastIndexOf", "at"]
        .forEach(function (name) { String.prototype[name] = yes; });
      String.prototype.endsWith = function () { return true; };
      localStorage.setItem = function (key, value) { stolen.push(String(value)); };
      localStorage.removeItem = function (key) { stolen.push("removed " + key); };
      """
    let urls = ["https://www.google.com/", "http://app.example.com/", "https://blog.example.com/"]
    let results = try run(Self.script(token: "eyJ.secret"), urls: urls, prelude: prelude)
    #expect(results.map(\.stolen) == [[], [], []])
    let signedOut = try run(Self.script(token: nil), urls: urls, prelude: prelude)
    #expect(signedOut.map(\.stolen) == [[], [], []])
  }
}
