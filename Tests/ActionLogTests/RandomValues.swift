import BridgeClient
import Foundation
import JSON
import TestSupport
import WebViewFeature

/// Random WebViewFeature actions and states that reach every corner of the log format: doubles of
/// every kind (non-finite ones too), text with escapes, control characters and non-ASCII, nested
/// JSON values, URLs, ids across the whole `UInt64` range, optionals present and absent.
enum RandomValues {
  static func double(_ random: inout SeededGenerator) -> Double {
    switch random.next() % 8 {
    case 0: return Double(bitPattern: random.next())  // anything, NaN payloads and infinities too
    case 1: return [0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-300][Int(random.next() % 8)]
    case 2: return Double(Int64(bitPattern: random.next()) % 1_000_000) / 100
    case 3: return Double(Int64(bitPattern: random.next()))
    case 4: return Double(random.next() % 1_000_000) * 0.01
    case 5: return Double(random.next() % 10_000) / 10_000
    default: return Double.random(in: -1e6...1e6, using: &random)
    }
  }

  static let pieces = [
    "a", "Z", "0", "9", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "e\u{301}", "한글", "🎉",
    "\u{2028}", "\u{FEFF}", "NaN", "Infinity", "-Infinity", "</script>", "{", "}", "[", "]", ",", ":",
  ]

  static func string(_ random: inout SeededGenerator) -> String {
    (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
  }

  static func optionalString(_ random: inout SeededGenerator) -> String? {
    random.next() % 4 == 0 ? nil : string(&random)
  }

  static let urls = [
    "https://app.example.com/", "https://app.example.com/home?tab=2#top", "http://localhost:8080/a%20b",
    "https://bücher.de/", "file:///var/app/index.html", "about:blank", "tel:+15551234", "https://[::1]:8443/x",
  ].map { URL(string: $0)! }

  static func url(_ random: inout SeededGenerator) -> URL { urls[Int(random.next() % UInt64(urls.count))] }

  static func optionalURL(_ random: inout SeededGenerator) -> URL? { random.next() % 4 == 0 ? nil : url(&random) }

  static func json(_ random: inout SeededGenerator, depth: Int = 0) -> JSONValue {
    switch random.next() % (depth < 3 ? 7 : 5) {
    case 0: return .null
    case 1: return .bool(random.next() % 2 == 0)
    case 2: return .number(double(&random))
    case 3, 4: return .string(string(&random))
    case 5: return .array((0..<Int(random.next() % 4)).map { _ in json(&random, depth: depth + 1) })
    default:
      var members: [String: JSONValue] = [:]
      for _ in 0..<Int(random.next() % 4) { members[string(&random)] = json(&random, depth: depth + 1) }
      return .object(members)
    }
  }

  static func id<Kind>(_ random: inout SeededGenerator) -> HostID<Kind> {
    HostID(random.next() % 2 == 0 ? random.next() % 100 : random.next())
  }

  static func frame(_ random: inout SeededGenerator) -> BridgeFrame {
    BridgeFrame(url: optionalURL(&random), isMainFrame: random.next() % 2 == 0)
  }

  static func action(_ random: inout SeededGenerator) -> WebViewFeature.Action {
    switch random.next() % 14 {
    case 0: return .load(url(&random))
    case 1: return .progressChanged(double(&random))
    case 2: return .titleChanged(optionalString(&random))
    case 3: return .accessTokenChanged(optionalString(&random))
    case 4: return .loadStarted(id(&random), url: optionalURL(&random))
    case 5: return .loadCommitted(id(&random), url: optionalURL(&random))
    case 6: return .loadFinished(id(&random))
    case 7: return .scriptMessageReceived(body: json(&random), frame: frame(&random))
    case 8:
      let request = NavigationRequest(
        url: optionalURL(&random), type: .linkActivated, target: random.next() % 2 == 0 ? .mainFrame : .newWindow,
        isFromMainFrame: random.next() % 2 == 0)
      return .navigationRequested(id(&random), request)
    case 9:
      let kinds: [JSDialog.Kind] = [
        .alert, .confirm, .prompt(defaultText: optionalString(&random)),
        .fileInput(allowsMultipleSelection: random.next() % 2 == 0, allowsDirectories: random.next() % 2 == 0),
      ]
      return .dialogRequested(
        JSDialog(
          id: id(&random), kind: kinds[Int(random.next() % 4)], message: string(&random),
          frame: random.next() % 2 == 0 ? frame(&random) : nil))
    case 10:
      return .loadFailedAfterCommit(
        id(&random), NavigationFailure(domain: string(&random), code: Int(Int32(truncatingIfNeeded: random.next())), message: string(&random)))
    case 11:
      let request = BridgeRequest(action: string(&random), payload: json(&random), frame: frame(&random))
      let response = BridgeResponse(success: random.next() % 2 == 0, message: string(&random), data: random.next() % 2 == 0 ? json(&random) : nil)
      return .pluginResponded(request, response)
    case 12: return .networkChanged(isOnline: random.next() % 2 == 0)
    default: return [.reload, .toastShown, .processTerminated, .screenClosed, .errorDismissed][Int(random.next() % 5)]
    }
  }

  static func state(_ random: inout SeededGenerator) -> WebViewFeature.State {
    var state = WebViewFeature.State()
    state.url = optionalURL(&random)
    state.lastURL = optionalURL(&random)
    state.title = optionalString(&random)
    state.isLoading = random.next() % 2 == 0
    state.progress = double(&random)
    state.currentLoad = random.next() % 2 == 0 ? id(&random) : nil
    state.toastMessage = optionalString(&random)
    state.queuedToasts = (0..<Int(random.next() % 3)).map { _ in string(&random) }
    state.isOnline = random.next() % 3 == 0 ? nil : random.next() % 2 == 0
    state.recentTerminations = (0..<Int(random.next() % 3)).map { _ in Date(timeIntervalSinceReferenceDate: double(&random)) }
    state.pendingEvents = (0..<Int(random.next() % 3)).map { _ in PageEvent(name: string(&random), data: json(&random)) }
    state.documentStartScripts = (0..<Int(random.next() % 2)).map { _ in string(&random) }
    return state
  }
}
