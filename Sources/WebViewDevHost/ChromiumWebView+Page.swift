import BridgeClient
import Foundation
import JSON
import WebViewFeature
import WebViewHost

/// Panels, file choosers, script messages, titles and crashes.
extension ChromiumWebView {
  /// A panel blocks the page's script until it is answered, exactly once, with the core's answer.
  /// It carries the frame that opened it: the event's frame id (`initiatedByFrame`'s main-ness)
  /// and URL.
  func dialogOpening(_ params: JSONValue) {
    let message = params["message"]?.stringValue ?? ""
    let frame = dialogFrame(params)
    switch params["type"]?.stringValue {
    case "alert":
      host?.runAlertPanel(message: message, frame: frame) { [weak self] in
        self?.answerDialog(.alert, message, .alertDismissed, accept: true)
      }
    case "confirm":
      host?.runConfirmPanel(message: message, frame: frame) { [weak self] confirmed in
        self?.answerDialog(.confirm, message, .confirmed(confirmed), accept: confirmed)
      }
    case "prompt":
      let defaultText = params["defaultPrompt"]?.stringValue
      host?.runTextInputPanel(prompt: message, defaultText: defaultText, frame: frame) { [weak self] text in
        self?.answerDialog(.prompt(defaultText: defaultText), message, .prompted(text), accept: text != nil, text: text)
      }
    default:
      // `beforeunload` has no WebKit delegate call on iOS: the page may always leave.
      post("Page.handleJavaScriptDialog", ["accept": true])
    }
  }

  /// A file input's chooser, answered exactly once: the chosen files are set on the input that
  /// asked (`backendNodeId`), a cancel sets nothing. Chromium says whether the input is `multiple`
  /// but not whether it takes folders.
  func fileChooserOpened(_ params: JSONValue) {
    let isMultiple = params["mode"]?.stringValue == "selectMultiple"
    let kind = JSDialog.Kind.fileInput(allowsMultipleSelection: isMultiple, allowsDirectories: false)
    let input = params["backendNodeId"]
    host?.runOpenPanel(allowsMultipleSelection: isMultiple, allowsDirectories: false, frame: dialogFrame(params)) {
      [weak self] urls in
      guard let self else { return }
      onRecord?(.dialog(kind, message: "", .filesSelected(urls)))
      guard let urls, let input else { return }
      post("DOM.setFileInputFiles", ["files": .array(urls.map { .string($0.path) }), "backendNodeId": input])
    }
  }

  func contextCreated(_ params: JSONValue) {
    let context = params["context"] ?? [:]
    guard let id = context["id"]?.intValue, context["auxData"]?["isDefault"]?.boolValue == true,
      let frame = context["auxData"]?["frameId"]?.stringValue
    else { return }
    contextFrames[id] = frame
  }

  func contextDestroyed(_ params: JSONValue) {
    guard let id = params["executionContextId"]?.intValue else { return }
    contextFrames[id] = nil
  }

  /// The frame of a message is the one whose execution context called the binding, as Chromium
  /// reports it: a page cannot claim another frame or URL.
  func bindingCalled(_ params: JSONValue) {
    guard let name = params["name"]?.stringValue.flatMap(PageShim.Binding.init(rawValue:)),
      let payload = params["payload"]?.stringValue, let context = params["executionContextId"]?.intValue
    else { return }
    let frame = contextFrames[context]
    let isMainFrame = frame == mainFrame
    switch name {
    case .post:
      host?.didReceive(json: Self.body(payload), frame: BridgeFrame(url: frame.flatMap { frameURLs[$0] }, isMainFrame: isMainFrame))
    case .postWithReply:
      guard let colon = payload.firstIndex(of: ":"), let id = Int(payload[..<colon]) else { return }
      let body = Self.body(String(payload[payload.index(after: colon)...]))
      host?.didReceive(json: body, frame: BridgeFrame(url: frame.flatMap { frameURLs[$0] }, isMainFrame: isMainFrame)) {
        [weak self] reply in
        self?.settle(id, reply, inContext: context)
      }
    case .title:
      if isMainFrame { host?.titleChanged(payload) }
    case .close:
      if isMainFrame { host?.webViewDidClose() }
    }
  }

  /// A message body as the shim posted it: JSON text, or, when unreadable as JSON, the text it
  /// is, which the core reads as JSON text and refuses with a diagnostic, as it would refuse such
  /// a string from WebKit.
  private static func body(_ payload: String) -> JSONValue {
    (try? JSONValue(jsonText: payload, limits: DevToolsPipe.messageLimits)) ?? .string(payload)
  }

  /// Settles the promise `id` of the frame whose context posted it; a frame that has gone since
  /// took its promise with it.
  private func settle(_ id: Int, _ reply: HandlerReply, inContext context: Int) {
    let (errorMessage, value): (JSONValue, JSONValue) =
      switch reply {
      case .resolve(let value): (.null, value)
      case .reject(let message): (.string(message), .null)
      }
    guard let function = try? JSFunctionPath(validating: PageShim.settleFunction),
      let script = try? JavaScript.call(function, [.number(Double(id)), errorMessage, value])
    else { return }
    post("Runtime.evaluate", ["expression": .string(script), "contextId": .number(Double(context))])
  }

  func rendererCrashed() {
    contextFrames = [:]
    loads = [:]
    requestLoads = [:]
    host?.webContentProcessDidTerminate()
  }

  /// The frame a panel came from: the event's `frameId` (an experimental field; a browser that
  /// leaves it out is read as the main frame, as navigations are) and its `url`, else the URL
  /// that frame last committed.
  private func dialogFrame(_ params: JSONValue) -> BridgeFrame {
    let id = params["frameId"]?.stringValue ?? mainFrame
    let url = params["url"]?.stringValue.flatMap { URL(string: $0) } ?? frameURLs[id]
    return BridgeFrame(url: url, isMainFrame: id == mainFrame)
  }

  private func answerDialog(_ kind: JSDialog.Kind, _ message: String, _ result: DialogResult, accept: Bool, text: String? = nil) {
    onRecord?(.dialog(kind, message: message, result))
    var params: [String: JSONValue] = ["accept": .bool(accept)]
    if let text { params["promptText"] = .string(text) }
    post("Page.handleJavaScriptDialog", .object(params))
  }
}
