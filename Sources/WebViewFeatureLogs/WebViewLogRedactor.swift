import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

/// Applies a ``WebViewLogRedaction`` to one recording: its actions, states, calls and header.
///
/// `ActionRecorder(screen:configuration:destination:…)` makes one for a store of the screen.
/// Make one yourself when the screen is part of a parent feature whose store you record: call it
/// from the parent's sanitisers through the case and the field that hold the screen.
///
/// ```swift
/// let screen = WebViewLogRedactor(.all, configuration: webConfiguration)
/// let recorder = try ActionRecorder(
///   store: appStore, feature: "AppFeature", destination: .flightRecorder(folder: recordings),
///   metadata: screen.headerMetadata(appInfo: appInfo),
///   sanitizer: ActionLogSanitizer(
///     action: { if case .web(var action) = $0 { screen.redact(&action); $0 = .web(action) } },
///     state: { screen.redact(&$0.web) }),
///   capturingCalls: WebViewCall.capture, callSanitizer: { screen.redact(&$0) })
/// ```
///
/// Use one redactor for the whole recording (all its rotated files): a token then has the same
/// placeholder in the action that set it, in every state that holds its script and in the script
/// sent to the page, which is what lets the redacted log replay to its redacted checkpoints.
public final class WebViewLogRedactor: Sendable {
  /// What this redactor keeps out.
  public let redaction: WebViewLogRedaction
  /// The session script of a signed-out session, and a signed-in one's text around its token.
  private let signedOutScript: String
  private let tokenScript: (head: String, tail: String)
  private let configuration: WebViewFeature.Configuration
  /// Each distinct token's placeholder number, by the token's string literal.
  private let tokenNumbers = LockIsolated<[Substring: Int]>([:])

  /// A redactor for a screen made with `configuration`, whose session storage key and origins
  /// tell it the session script, and whose plugins name their secret fields.
  public init(_ redaction: WebViewLogRedaction, configuration: WebViewFeature.Configuration) {
    self.redaction = redaction
    let origins = configuration.sessionOrigins.lists(configuration.bridge)
    signedOutScript = SessionScripts.script(token: nil, storageKey: configuration.sessionStorageKey, origins: origins)
    tokenScript = SessionScripts.signedInParts(storageKey: configuration.sessionStorageKey, origins: origins)
    self.configuration = configuration
  }

  /// The header metadata a replay needs: the configuration (`Configuration.logMetadata`) and the
  /// app's facts (`AppInfo.logMetadata`), the user's name redacted unless it is kept.
  public func headerMetadata(appInfo: AppInfo) -> [String: String] {
    var facts = appInfo
    if redaction.redacts(.userName), facts.userName != nil { facts.userName = WebViewLogRedaction.placeholder }
    return configuration.logMetadata.merging(facts.logMetadata) { $1 }
  }

  /// Redacts a state: the token in the session script of `documentStartScripts`.
  public func redact(_ state: inout WebViewFeature.State) {
    guard redaction.redacts(.accessToken), !state.documentStartScripts.isEmpty else { return }
    state.documentStartScripts = state.documentStartScripts.map(redactingToken)
  }

  // MARK: The pieces each table entry uses

  /// The session script with its token's placeholder. The screen puts no other script at
  /// document start, so a script this configuration did not write (a recorder given another
  /// configuration than the reducer's) is written as the placeholder as a whole: the log then
  /// diverges, but it holds no token.
  func redactingToken(_ script: String) -> String {
    if script == signedOutScript { return script }
    let (head, tail) = tokenScript
    guard script.utf8.count > head.utf8.count + tail.utf8.count, script.hasPrefix(head), script.hasSuffix(tail) else {
      return WebViewLogRedaction.placeholder
    }
    let literal = script.dropFirst(head.count).dropLast(tail.count)
    return head + JavaScript.quoted(placeholder(forTokenLiteral: literal)) + tail
  }

  /// `<redacted token 1>` for the first token seen, `2` for the next other one, and so on.
  func placeholder(forTokenLiteral literal: Substring) -> String {
    let number = tokenNumbers.withValue { numbers in
      if let number = numbers[literal] { return number }
      let number = numbers.count + 1
      numbers[literal] = number
      return number
    }
    return "<redacted token \(number)>"
  }

  /// A panel's answer without what the user typed or chose; how many files stays, and a
  /// sign-in's credentials stay credentials the panel accepts on replay.
  func redactingAnswer(_ result: DialogResult) -> DialogResult {
    switch result {
    case .prompted(let text?) where !text.isEmpty && redaction.redacts(.promptText):
      .prompted(WebViewLogRedaction.placeholder)
    case .filesSelected(let urls?) where redaction.redacts(.selectedFiles):
      .filesSelected(urls.map { _ in Self.redactedFile })
    case .credentialsProvided(let credentials?) where redaction.redacts(.credentials):
      // An empty user name stays empty: the panel refuses it on replay as it did live.
      .credentialsProvided(
        Credentials(
          user: credentials.user.isEmpty ? "" : WebViewLogRedaction.placeholder,
          password: credentials.password.isEmpty ? "" : WebViewLogRedaction.placeholder))
    default:
      result
    }
  }

  /// What each chosen file is written as: still a `file:` URL, so the answer stays one the
  /// panel accepts on replay.
  private static let redactedFile = URL(fileURLWithPath: "/redacted")

  func redactingCookies(_ cookies: [SessionCookie]) -> [SessionCookie] {
    guard redaction.redacts(.cookieValues) else { return cookies }
    return cookies.map { cookie in
      var copy = cookie
      // A value the screen refuses must stay refused, or the replay would set the cookie.
      copy.value = cookie.problem == nil ? WebViewLogRedaction.placeholder : "<redacted, not a valid value>"
      return copy
    }
  }

  func redactingCallback(_ outcome: SignInOutcome) -> SignInOutcome {
    guard redaction.redacts(.signInCallbacks), case .callback(let url) = outcome else { return outcome }
    return .callback(Self.redactingQueryAndFragment(url))
  }

  /// The bridge body with the payload fields of the action's registered secrets redacted.
  func redactingBody(_ body: JSONValue) -> JSONValue {
    guard redaction.redacts(.pluginFields) else { return body }
    return BridgeMessage.redactingSecrets(
      in: body, configuration: configuration.bridge, plugins: configuration.plugins, placeholder: WebViewLogRedaction.placeholder)
  }

  func redactingRequest(_ request: BridgeRequest) -> BridgeRequest {
    guard redaction.redacts(.pluginFields) else { return request }
    var copy = request
    copy.payload = configuration.plugins.secretFields(of: request.action).redacting(payload: request.payload, with: WebViewLogRedaction.placeholder)
    return copy
  }

  /// A reply to `action`: a plugin's secret fields, and the user's name in `getUserInfo`'s.
  func redactingResponse(_ response: BridgeResponse, to action: String) -> BridgeResponse {
    var fields = redaction.redacts(.pluginFields) ? configuration.plugins.secretFields(of: action) : .none
    // The built-in answer names the user; the page asked in the bridge's own words.
    if action == "getUserInfo", redaction.redacts(.userName), response.data?["name"]?.stringValue != nil {
      fields.response.append("name")
    }
    return fields.redacting(response: response, with: WebViewLogRedaction.placeholder)
  }

  /// Every query value and the fragment become `redacted`, the user and password go: the names
  /// stay, so the log still shows the callback's shape.
  private static func redactingQueryAndFragment(_ url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return URL(string: "redacted:")!
    }
    components.user = nil
    components.password = nil
    components.queryItems = components.queryItems?.map { URLQueryItem(name: $0.name, value: $0.value.map { _ in "redacted" }) }
    if components.fragment != nil { components.fragment = "redacted" }
    return components.url ?? URL(string: "redacted:")!
  }
}
