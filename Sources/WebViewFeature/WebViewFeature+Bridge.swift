import BridgeClient
import Foundation
import JSON
import StoreRuntime

/// Bridge routing: trust, built-in actions, plugins, replies.
///
/// | action | payload | reply data | also |
/// |---|---|---|---|
/// | `greeting` | anything | the payload, echoed | |
/// | `getUserInfo` | — | `{name, device, osVersion}` | |
/// | `getAppVersion` | — | `{appVersion, osVersion, device}` | |
/// | `appVersion` | — | `{version}` | |
/// | `pop`, `close` | — | — | closes the screen after replying |
/// | `openUrl` | `{url}`, absolute http(s) | — (`NOT_ALLOWED` when the policy refuses it as a new window) | sets `urlToOpen` |
/// | `showToast` | `{message}`, non-empty | — | shows or queues the toast |
/// | `ready` | — | — | main frame: flushes queued events |
///
/// Built-in actions win over plugins with the same name; any other action goes to
/// `Configuration.plugins`, and an action nobody handles gets `UNKNOWN_ACTION`.
extension WebViewFeature {
  private var messages: WebViewMessages { configuration.messages }

  /// Both paths check origin trust first and apply the configured limits, whatever limits the
  /// host converted the body with: a string body is parsed as JSON text within them, any other
  /// body is measured against them. A message to the reply handler is answered through it.
  func scriptMessageReceived(
    _ body: JSONValue, _ frame: BridgeFrame, _ state: inout State, replyHandler: ReplyHandlerID? = nil
  ) -> Step {
    let bridgeConfiguration = configuration.bridge
    let result =
      if case .string(let text) = body {
        BridgeMessage.decode(body: text, frame: frame, configuration: bridgeConfiguration, replyHandler: replyHandler)
      } else {
        BridgeMessage.decode(json: body, frame: frame, configuration: bridgeConfiguration, replyHandler: replyHandler)
      }
    switch result {
    case .success(let request):
      return route(request, &state)
    case .failure(let error):
      return (rejected(error, from: frame), nil)
    }
  }

  /// A message with a reply route gets a failure reply so its promise settles; one without is
  /// dropped with a diagnostic. An untrusted one is diagnosed either way.
  func rejected(_ error: BridgeMessageError, from frame: BridgeFrame? = nil) -> Effect<Action> {
    let diagnostic = web { await $0.diagnose(.messageDropped(error)) }
    guard let route = error.replyRoute else { return diagnostic }
    let bridge = self.bridge
    let webView = self.webView
    let reply = Effect<Action>.run { _ in
      guard !Task.isCancelled || route.isReplyHandler else {
        return await webView.diagnose(.answerDropped(action: Self.rejectedAction, frame: frame))
      }
      do {
        try await bridge.reply(to: error)
      } catch {
        await webView.diagnose(.replyNotDelivered(action: Self.rejectedAction, reason: "\(error)"))
      }
    }
    .cancellable(id: CancelID.document)
    return error.code == .untrustedOrigin ? .concatenate(diagnostic, reply) : reply
  }

  /// How diagnostics name the action of a message that was refused before it named one.
  private static let rejectedAction = "(rejected message)"

  /// `pop`/`close` hand the screen's closing on (``Handoff/closeScreen``), `ready` from the main
  /// frame the document's readiness (``Handoff/pageReady``).
  private func route(_ request: BridgeRequest, _ state: inout State) -> Step {
    switch request.action {
    case "greeting":
      return (reply(to: request, with: .success(messages.greeting, data: request.payload)), nil)
    case "getUserInfo":
      let info = appInfo
      let name: JSONValue = info.userName.map { .string($0) } ?? .null
      let data: JSONValue = ["name": name, "device": .string(info.device), "osVersion": .string(info.osVersion)]
      return (reply(to: request, with: .success(messages.userInfoReply, data: data)), nil)
    case "getAppVersion":
      let info = appInfo
      let data: JSONValue = [
        "appVersion": .string(info.appVersion), "osVersion": .string(info.osVersion), "device": .string(info.device),
      ]
      return (reply(to: request, with: .success(messages.appVersionReply, data: data)), nil)
    case "appVersion":
      let data: JSONValue = ["version": .string(appInfo.appVersion)]
      return (reply(to: request, with: .success(messages.appVersionReply, data: data)), nil)
    case "pop", "close":
      return (reply(to: request, with: .success(messages.closeReply)), .closeScreen)
    case "openUrl":
      return openURL(request)
    case "showToast":
      return (showToast(request, &state), nil)
    case "ready":
      return (reply(to: request, with: .success(messages.readyReply)), request.frame.isMainFrame ? .pageReady : nil)
    default:
      return (runPlugin(request), nil)
    }
  }

  /// An allowed URL is handed on to be shown in a new screen (``Handoff/openInNewScreen(_:)``).
  private func openURL(_ request: BridgeRequest) -> Step {
    guard let text = request.payload["url"]?.stringValue, let url = URL(string: text),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      url.host()?.isEmpty == false
    else {
      return (reply(to: request, with: .failure(.invalidPayload, messages.openURLNeedsURL)), nil)
    }
    // The same rules as `window.open`: a script asked, so the OS is never involved.
    let asked = NavigationRequest(url: url, type: .other, target: .newWindow, isFromMainFrame: request.frame.isMainFrame)
    guard case .openInApp(let allowed) = configuration.navigation.decide(asked) else {
      let refused = LoadError.hostNotAllowed(UserFacingText.refusedAddress(url))
      return (reply(to: request, with: .failure(.notAllowed, messages.text(for: refused))), nil)
    }
    return (reply(to: request, with: .success(messages.openURLReply)), .openInNewScreen(allowed))
  }

  /// A toast that arrives while another is waiting to be shown is queued, never dropped.
  private func showToast(_ request: BridgeRequest, _ state: inout State) -> Effect<Action> {
    guard let message = request.payload["message"]?.stringValue.map(UserFacingText.displayable), !message.isBlank
    else {
      return reply(to: request, with: .failure(.invalidPayload, messages.showToastNeedsMessage))
    }
    state.showToast(message)
    return reply(to: request, with: .success(messages.showToastReply))
  }

  /// Plugins are async: the handler runs in an effect and its response comes back as
  /// `pluginResponded`, so the log shows it. The handler works for the document that asked: it
  /// is cancelled when that document goes (``Handoff/documentEnded``) or the screen closes, and
  /// its answer is then withdrawn (``withdraw(_:bridge:webView:messages:)``), never sent to the next document.
  private func runPlugin(_ request: BridgeRequest) -> Effect<Action> {
    let plugins = configuration.plugins
    guard plugins.handles(request.action) else {
      return reply(to: request, with: .failure(.unknownAction, messages.unknownAction(request.action)))
    }
    let bridge = self.bridge
    let webView = self.webView
    let messages = self.messages
    return .run { send in
      let response = await plugins.handle(request)
      guard !Task.isCancelled else { return await Self.withdraw(request, bridge: bridge, webView: webView, messages: messages) }
      await send(.pluginResponded(request, response))
    }
    .cancellable(id: CancelID.document)
  }

  /// Sends `response` to the page along the request's route; nothing when it asked for none.
  ///
  /// A response with no JavaScript form (a plugin's data holding NaN) is diagnosed and replaced by
  /// a `HANDLER_FAILED` failure, so the page's promise still settles. A reply whose document went
  /// before it was sent is withdrawn (``withdraw(_:bridge:webView:messages:)``).
  func reply(to request: BridgeRequest, with response: BridgeResponse) -> Effect<Action> {
    guard request.replyRoute != nil else { return .none }
    let bridge = self.bridge
    let webView = self.webView
    let messages = self.messages
    return .run { _ in
      guard !Task.isCancelled else { return await Self.withdraw(request, bridge: bridge, webView: webView, messages: messages) }
      do {
        do {
          try await bridge.reply(to: request, with: response)
        } catch let unsendable as JavaScriptError {
          await webView.diagnose(.replyNotDelivered(action: request.action, reason: "\(unsendable)"))
          let failure = BridgeResponse.failure(.handlerFailed, messages.responseNotSendable(because: "\(unsendable)"))
          try await bridge.reply(to: request, with: failure)
        }
      } catch {
        await webView.diagnose(.replyNotDelivered(action: request.action, reason: "\(error)"))
      }
    }
    .cancellable(id: CancelID.document)
  }

  /// What happens to an answer whose document went before it could be sent: the developer hears
  /// of it (``WebViewDiagnostic/answerDropped(action:frame:)``), and a reply script is never
  /// evaluated, since the page on screen now is another document, perhaps another origin's. A
  /// message to the reply handler is still answered, `CANCELLED`
  /// (``WebViewMessages/replyHandlerUnanswered``): WebKit settles only the promise of the
  /// document that asked, and its handler must be called once.
  ///
  /// A function the effects call, not a closure they capture: a closure per reply would be made
  /// for every message, most of which are answered (`Scripts/instructions.sh feature-mix`).
  @MainActor
  private static func withdraw(
    _ request: BridgeRequest, bridge: BridgeClient, webView: WebViewClient, messages: WebViewMessages
  ) async {
    await webView.diagnose(.answerDropped(action: request.action, frame: request.frame))
    guard request.replyRoute?.isReplyHandler == true else { return }
    do {
      try await bridge.reply(to: request, with: .failure(.cancelled, messages.replyHandlerUnanswered))
    } catch {
      await webView.diagnose(.replyNotDelivered(action: request.action, reason: "\(error)"))
    }
  }
}
