import BridgeClient
import JSON
import WebViewFeature

/// What the replay saw an entry's effect do when it ran it again.
enum ReplayedEffect: Equatable {
  /// A call to the web view or the page, as the device would have made it.
  case call(WebViewCall)
  /// A bridge request handed to an app plugin: the replay has only a stand-in, so the answer
  /// (a later `pluginResponded` entry on the device) is not recomputed.
  case plugin(action: String, payload: JSONValue)
  /// The effect slept on the clock for this long (the replay's clock ends sleeps at once).
  case wait(Duration)
  /// The effect was stopped: it kept sleeping, or was still running at the deadline.
  case stopped(StopReason)
  /// The runtime reported a problem with the effect, in these words: an error no `catch:`
  /// handled, a `send` used after the effect ended.
  case failed(String)

  /// Why the replay stopped an effect.
  enum StopReason: Equatable {
    case keptWaiting(sleeps: Int)
    case deadline(Duration)
  }

  /// The call, when this is one; notes are shown but never compared with recorded calls.
  var call: WebViewCall? {
    if case .call(let call) = self { return call }
    return nil
  }

  /// One line for the timeline, e.g. `plugin getLocation {"accuracy":"coarse"}: answered by the
  /// app, not recomputed`.
  var text: String {
    switch self {
    case .call(let call):
      call.renderedDescription
    case .plugin(let action, let payload):
      "plugin \(action) \(payload.jsonText()): answered by the app's plugin, not recomputed (the answer is a later pluginResponded entry)"
    case .wait(let duration):
      "waits \(Self.text(of: duration))"
    case .stopped(.keptWaiting(let sleeps)):
      "stopped after \(sleeps) sleeps: the effect keeps waiting (a timer), which a replay does not follow"
    case .stopped(.deadline(let deadline)):
      "stopped: still running after \(Self.text(of: deadline)), waiting for something outside the replay"
    case .failed(let message):
      "failed: \(message)"
    }
  }

  /// `300 ms`, `1.5 s`: the same text in every locale, so replays print the same bytes.
  static func text(of duration: Duration) -> String {
    let milliseconds = Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    if milliseconds < 1_000 { return "\(Self.decimal(milliseconds)) ms" }
    return "\(Self.decimal(milliseconds / 1_000)) s"
  }

  private static func decimal(_ value: Double) -> String {
    let rounded = (value * 1_000).rounded() / 1_000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
