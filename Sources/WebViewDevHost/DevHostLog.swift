import Foundation
import StoreRuntime
import WebViewFeature

/// The live log's lines: each action the store reduced with the state it changed (as
/// `webview-replay` prints a timeline), and each decision as the page experienced it.
enum DevHostLog {
  /// `#3 external .load(URL(https://…))` and one indented line per changed field.
  static func line(for reduced: ReducedAction<WebViewFeature.State, WebViewFeature.Action>, after old: WebViewFeature.State)
    -> String
  {
    var lines = ["#\(reduced.sequence) \(reduced.origin.rawValue) \(StateDiff.renderLine(reduced.action))"]
    for change in StateDiff.changes(from: old, to: reduced.state) {
      lines.append("    \(change.path): \(shortened(change.old ?? "(absent)")) -> \(shortened(change.new ?? "(absent)"))")
    }
    return lines.joined(separator: "\n")
  }

  /// `  ⇒ navigation https://… (linkActivated, mainFrame): allow`, and the like.
  static func line(for record: DevHostRecord) -> String {
    let text: String
    switch record {
    case .navigation(let url, let type, let target, let policy):
      text = "navigation \(url?.absoluteString ?? "(no URL)") (\(type.rawValue), \(target.rawValue)): \(policy.rawValue)"
    case .response(let url, let status, let mimeType, let policy):
      text = "response \(url?.absoluteString ?? "(no URL)") \(status.map(String.init) ?? "-") \(mimeType ?? "-"): \(policy.rawValue)"
    case .dialog(let kind, let message, let result):
      text = "panel \(StateDiff.renderLine(kind)) \(message.debugDescription) answered \(StateDiff.renderLine(result))"
    case .host(.openedExternally(let url)):
      text = "the OS would open \(url.absoluteString)"
    case .host(.closedScreen):
      text = "the screen would close"
    case .windowOpen(let url):
      text = "window.open \(url?.absoluteString ?? "(no URL)")"
    case .popupNavigation(let url, let policy):
      text = "child window navigation \(url?.absoluteString ?? "(no URL)"): \(policy.rawValue)"
    case .script(let script):
      text = "page ← \(shortened(script))"
    case .presented(let what):
      text = "app shows \(what)"
    case .diagnostic(let what):
      text = "diagnostic: \(what)"
    }
    return "  ⇒ \(text)"
  }

  private static func shortened(_ text: String) -> String {
    text.count > 160 ? String(text.prefix(157)) + "…" : text
  }
}
