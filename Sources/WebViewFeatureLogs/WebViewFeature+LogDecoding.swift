import ActionLog
import BridgeClient
import Foundation
import JSON
import WebViewFeature

/// Replaying a log reads each action in place instead of through the synthesised `Decodable`
/// conformance (see `LogDecodable`): every case is read here, its common payloads field by
/// field and the rare ones (failures, dialogs, plugin replies, rejected messages, delegate
/// actions) through their own `Decodable` conformances. Anything unexpected is left to
/// `init(from:)`, which then gives the value or the error.
extension WebViewFeature.Action: LogDecodable {
  public init(log value: LogValue) throws(LogValue.Unsupported) {
    let (name, values) = try value.enumCase()
    switch name {
    case "load": self = .load(try values.required("_0").url())
    case "reload": self = .reload
    case "navigationRequested":
      self = .navigationRequested(try NavigationID(values.required("_0").uint64()), try NavigationRequest(log: values.required("_1")))
    case "responseReceived":
      self = .responseReceived(try NavigationID(values.required("_0").uint64()), try NavigationResponse(log: values.required("_1")))
    case "loadStarted": self = .loadStarted(try LoadID(values.required("_0").uint64()), url: try values.optional("url")?.url())
    case "loadRedirected": self = .loadRedirected(try LoadID(values.required("_0").uint64()), url: try values.optional("url")?.url())
    case "loadCommitted": self = .loadCommitted(try LoadID(values.required("_0").uint64()), url: try values.optional("url")?.url())
    case "loadFinished": self = .loadFinished(try LoadID(values.required("_0").uint64()))
    case "loadFailedBeforeCommit":
      self = .loadFailedBeforeCommit(try LoadID(values.required("_0").uint64()), try values.required("_1").decode())
    case "loadFailedAfterCommit":
      self = .loadFailedAfterCommit(try LoadID(values.required("_0").uint64()), try values.required("_1").decode())
    case "processTerminated": self = .processTerminated
    case "progressChanged": self = .progressChanged(try values.required("_0").double())
    case "titleChanged": self = .titleChanged(try values.optional("_0")?.string())
    case "urlChanged": self = .urlChanged(try values.optional("_0")?.url())
    case "appBecameActive": self = .appBecameActive(titleMissing: try values.required("titleMissing").bool())
    case "appResignedActive": self = .appResignedActive
    case "networkChanged": self = .networkChanged(isOnline: try values.required("isOnline").bool())
    case "accessTokenChanged": self = .accessTokenChanged(try values.optional("_0")?.string())
    case "sessionCookiesChanged": self = .sessionCookiesChanged(try values.required("_0").decode())
    case "signInFinished": self = .signInFinished(try values.required("_0").decode())
    case "windowOpenRequested": self = .windowOpenRequested(try NavigationRequest(log: values.required("_0")))
    case "windowCloseRequested": self = .windowCloseRequested
    case "dialogRequested": self = .dialogRequested(try values.required("_0").decode())
    case "dialogAnswered":
      self = .dialogAnswered(try DialogID(values.required("_0").uint64()), try values.required("_1").decode())
    case "errorDismissed": self = .errorDismissed
    case "urlToOpenPresented": self = .urlToOpenPresented
    case "toastShown": self = .toastShown
    case "screenClosed": self = .screenClosed
    case "scriptMessageReceived":
      self = .scriptMessageReceived(body: try values.required("body").json(), frame: try BridgeFrame(log: values.required("frame")))
    case "replyHandlerMessageReceived":
      self = .replyHandlerMessageReceived(
        try ReplyHandlerID(values.required("_0").uint64()), body: try values.required("body").json(),
        frame: try BridgeFrame(log: values.required("frame")))
    case "scriptMessageRejected": self = .scriptMessageRejected(try values.required("_0").decode())
    case "pluginResponded": self = .pluginResponded(try values.required("_0").decode(), try values.required("_1").decode())
    case "delegate": self = .delegate(try values.required("_0").decode())
    case "popupNavigationRequested":
      self = .popupNavigationRequested(
        try NavigationID(values.required("_0").uint64()), try NavigationRequest(log: values.required("_1")))
    case "popupLoadCommitted": self = .popupLoadCommitted(try values.optional("_0")?.url())
    case "popupClosed": self = .popupClosed
    default: throw LogValue.Unsupported()
    }
  }
}

extension NavigationRequest {
  /// Reads the fields the synthesised `Decodable` conformance reads.
  init(log value: LogValue) throws(LogValue.Unsupported) {
    let fields = try value.object()
    self.init(
      url: try fields.optional("url")?.url(),
      type: try fields.required("type").rawValue(),
      target: try fields.required("target").rawValue(),
      isFromMainFrame: try fields.required("isFromMainFrame").bool())
  }
}

extension NavigationResponse {
  /// Reads the fields the synthesised `Decodable` conformance reads.
  init(log value: LogValue) throws(LogValue.Unsupported) {
    let fields = try value.object()
    self.init(
      url: try fields.optional("url")?.url(),
      isForMainFrame: try fields.required("isForMainFrame").bool(),
      statusCode: try fields.optional("statusCode")?.int(),
      mimeType: try fields.optional("mimeType")?.string(),
      canShowMIMEType: try fields.required("canShowMIMEType").bool())
  }
}

extension BridgeFrame {
  /// Reads the fields the synthesised `Decodable` conformance reads.
  init(log value: LogValue) throws(LogValue.Unsupported) {
    let fields = try value.object()
    self.init(url: try fields.optional("url")?.url(), isMainFrame: try fields.required("isMainFrame").bool())
  }
}
