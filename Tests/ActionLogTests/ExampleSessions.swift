import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

/// The sessions shipped in `Examples/Logs/`: realistic WebKit callback sequences for one screen,
/// driven through a real `Store<WebViewFeature>` by `ExampleLogTests`.
enum ExampleSessions {
  /// One shipped log: its file name and the actions the host sends, in order.
  struct Session: Sendable, CustomTestStringConvertible {
    var name: String
    var actions: [WebViewFeature.Action]
    /// Actions whose effects outlive them (a plugin still working), by index: the recording
    /// waits for them after the action at the value's index instead, so every call lands in the
    /// log at the same place on every run.
    var effectsAwaitedLater: [Int: Int] = [:]
    var testDescription: String { name }
  }

  static let all: [Session] = [pageLoad, blockedNavigation, processTermination, dialogs, malformedBridgeMessages, withdrawnAnswer]

  /// The configuration every example is recorded and replayed with.
  static var configuration: WebViewFeature.Configuration {
    var plugins = PluginRegistry()
    try? plugins.register("getLocation") { _ in
      .success(data: ["latitude": 37.5665, "longitude": 126.978])
    }
    // Waits for the user to confirm with Face ID, who never does before the page goes.
    try? plugins.register("confirmPayment") { _ in
      try await Task.sleep(for: .seconds(3600))
      return .success(data: ["confirmed": true])
    }
    return WebViewFeature.Configuration(
      navigation: NavigationPolicy(
        allowedHosts: HostAllowList(["app.example.com", "cdn.example.com"]),
        disallowedHosts: .openExternallyOnTap),
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"])),
      plugins: plugins,
      recovery: WebViewFeature.RecoveryPolicy(maxAutomaticReloads: 2, window: 60),
      sessionStorageKey: "accessToken")
  }

  /// The access token of the examples; the screen's recorder redacts it before anything is written.
  static let secretToken = "eyJhbGciOiJIUzI1NiJ9.live-session-secret"

  static let home = URL(string: "https://app.example.com/home")!
  static let orders = URL(string: "https://app.example.com/orders")!
  static let mainFrame = BridgeFrame(url: home, isMainFrame: true)

  /// A page load from a tap to `url` through commit and finish, with progress in between.
  static func load(_ url: URL, navigation: NavigationID, load: LoadID, title: String) -> [WebViewFeature.Action] {
    [
      .navigationRequested(navigation, NavigationRequest(url: url, type: .other)),
      .loadStarted(load, url: url),
      .progressChanged(0.1),
      .responseReceived(navigation, NavigationResponse(url: url, statusCode: 200)),
      .loadCommitted(load, url: url),
      .progressChanged(0.7),
      .titleChanged(title),
      .loadFinished(load),
    ]
  }

  /// A bridge message in the default dialect (`{type, callback, data}`) from `frame`.
  static func message(
    _ type: String, callback: String? = nil, data: JSONValue = .null, frame: BridgeFrame = mainFrame
  ) -> WebViewFeature.Action {
    var body: [String: JSONValue] = ["type": .string(type)]
    if let callback { body["callback"] = .string(callback) }
    if data != .null { body["data"] = data }
    return .scriptMessageReceived(body: .object(body), frame: frame)
  }

  /// Sign-in, a first load, the page saying it is ready, bridge calls (one answered by a plugin,
  /// so its response comes back as an effect entry) and three toasts, the last two queued.
  static let pageLoad = Session(
    name: "page-load",
    actions: [.accessTokenChanged(secretToken), .networkChanged(isOnline: true), .load(home)]
      + load(home, navigation: 1, load: 1, title: "Home")
      + [
        message("ready", callback: "bridge.callbacks.cb1"),
        message("greeting", callback: "bridge.callbacks.cb2", data: ["from": "web"]),
        message("getUserInfo", callback: "bridge.callbacks.cb3"),
        message("getLocation", callback: "bridge.callbacks.cb4", data: ["accuracy": "coarse"]),
        message("showToast", callback: "bridge.callbacks.cb5", data: ["message": "Welcome back"]),
        message("showToast", data: ["message": "3 new orders"]),
        message("showToast", data: ["message": "Delivery on its way"]),
        .toastShown,
        .toastShown,
        .toastShown,
        .appResignedActive,
        .appBecameActive(titleMissing: false),
      ])

  /// Taps and scripts trying to leave the allow-list, a `tel:` link (tapped, then scripted), an
  /// iframe from another host, `window.open` inside and outside the allow-list, `javascript:`.
  static let blockedNavigation = Session(
    name: "blocked-navigation",
    actions: [.load(home)] + load(home, navigation: 1, load: 1, title: "Home")
      + [
        .navigationRequested(2, NavigationRequest(url: URL(string: "https://partner.example.net/deal")!, type: .linkActivated)),
        .navigationRequested(3, NavigationRequest(url: URL(string: "https://tracker.example.org/")!, type: .other)),
        .errorDismissed,
        .navigationRequested(4, NavigationRequest(url: URL(string: "tel:+82-2-1234-5678")!, type: .linkActivated)),
        .navigationRequested(5, NavigationRequest(url: URL(string: "tel:+82-2-9999-0000")!, type: .other)),
        .navigationRequested(
          6, NavigationRequest(url: URL(string: "https://ads.example.org/frame")!, target: .subframe, isFromMainFrame: false)),
        .windowOpenRequested(NavigationRequest(url: orders, type: .linkActivated, target: .newWindow)),
        .urlToOpenPresented,
        .windowOpenRequested(NavigationRequest(url: URL(string: "https://elsewhere.example.com/")!, type: .other)),
        .navigationRequested(7, NavigationRequest(url: URL(string: "javascript:alert(1)")!, type: .linkActivated)),
        .errorDismissed,
      ])

  /// The page's process dies in the background and is reloaded on activation (the
  /// missed-callback case too), then keeps dying until automatic reloads stop; Retry resumes.
  static let processTermination = Session(
    name: "process-termination",
    actions: [.load(home)] + load(home, navigation: 1, load: 1, title: "Home")
      + [.appResignedActive, .processTerminated, .appBecameActive(titleMissing: true)]
      + load(home, navigation: 2, load: 2, title: "Home")
      + [.appResignedActive, .appBecameActive(titleMissing: true)]
      + load(home, navigation: 3, load: 3, title: "Home")
      + [.processTerminated, .loadStarted(4, url: home), .processTerminated, .processTerminated, .reload]
      + load(home, navigation: 5, load: 5, title: "Home"))

  /// An alert, a confirm queued behind it, a prompt, a wrong answer type, a navigation that
  /// dismisses a pending panel, and a panel arriving after the screen closed.
  static let dialogs = Session(
    name: "dialogs",
    actions: [.load(home)] + load(home, navigation: 1, load: 1, title: "Home")
      + [
        .dialogRequested(JSDialog(id: 1, kind: .alert, message: "Your session expires in 5 minutes.")),
        .dialogRequested(JSDialog(id: 2, kind: .confirm, message: "Leave this page?")),
        .dialogAnswered(1, .alertDismissed),
        .dialogAnswered(2, .confirmed(true)),
        .dialogRequested(JSDialog(id: 3, kind: .prompt(defaultText: "Kim"), message: "Your name?")),
        .dialogAnswered(3, .confirmed(true)),
        .dialogAnswered(3, .prompted("Kim Minji")),
        .dialogRequested(JSDialog(id: 4, kind: .confirm, message: "Discard the draft?")),
      ]
      + load(orders, navigation: 2, load: 2, title: "Orders")
      + [
        .screenClosed,
        .dialogRequested(JSDialog(id: 5, kind: .alert, message: "Saved.")),
      ])

  /// Messages a page should never send: not JSON, no type, an unknown action, an untrusted
  /// origin, an iframe, too deep, a body the host could not convert; then a valid one.
  static let malformedBridgeMessages = Session(
    name: "malformed-bridge-messages",
    actions: [.load(home)] + load(home, navigation: 1, load: 1, title: "Home")
      + [
        .scriptMessageReceived(body: .string("{\"type\": \"showToast\", \"data\": "), frame: mainFrame),
        .scriptMessageReceived(body: ["callback": "bridge.callbacks.cb1", "data": ["x": 1]], frame: mainFrame),
        message("launchRockets", callback: "bridge.callbacks.cb2", data: ["count": 3]),
        message("showToast", data: ["message": "from evil"], frame: BridgeFrame(url: URL(string: "https://evil.example.net/")!)),
        message("showToast", data: ["message": "from an iframe"], frame: BridgeFrame(url: home, isMainFrame: false)),
        message("showToast", callback: "bridge.callbacks.cb3", data: ["message": "   "]),
        .scriptMessageReceived(body: .string(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)), frame: mainFrame),
        .scriptMessageRejected(BridgeMessageError(code: .malformedMessage, reason: "the message body must be an object, not __NSCFNumber")),
        message("showToast", callback: "bridge.callbacks.cb4", data: ["message": "Still working"]),
        .toastShown,
      ])

  /// The page asks a plugin to confirm a payment; before the user answers, a tap on a link
  /// commits the next page, so the answer is withdrawn and the log says why (issue 45). The next
  /// page says `ready` with the same callback name, and gets only its own reply.
  static let withdrawnAnswer = Session(
    name: "withdrawn-answer",
    actions: [.load(home)] + load(home, navigation: 1, load: 1, title: "Home")
      + [
        message("ready", callback: "bridge.callbacks.cb1"),
        message("confirmPayment", callback: "bridge.callbacks.cb2", data: ["amount": 12_000, "currency": "KRW"]),
      ]
      + load(orders, navigation: 2, load: 2, title: "Orders")
      + [message("ready", callback: "bridge.callbacks.cb1")],
    effectsAwaitedLater: [10: 15])
}
