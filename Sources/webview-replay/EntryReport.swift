import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

/// Everything the outputs show about one replayed entry: the action, what it changed, how it
/// compared with its checkpoint, and its effects as recorded and as recomputed.
struct EntryReport {
  typealias Step = ReplayStep<WebViewFeature.State, WebViewFeature.Action>

  /// One effect line: a call or note, and where it was seen.
  struct Effect: Equatable {
    /// Where an effect line comes from.
    enum Source: String, Equatable {
      /// Recorded on the device and recomputed on replay alike.
      case both
      /// Recorded on the device; the replay did not do it.
      case recorded
      /// Recomputed on replay; the device did not record it (or the log records no calls).
      case recomputed
      /// A note about the replay itself (a plugin stand-in, a wait, a stopped effect).
      case note
      /// An answer the device withdrew because the document that asked went first (a later
      /// entry): its `answerDropped` diagnostic, the `CANCELLED` a reply-handler message got
      /// instead, and the reply the replay computed but the device never sent. A replay runs each
      /// effect on its own, so it cannot see the document go; not a difference.
      case withdrawn
    }

    var source: Source
    /// The timeline's text for the effect, without its marks.
    var text: String
    /// The call's encoded form; `nil` for notes.
    var call: JSONValue?
    /// For a recorded call that belongs to another entry (or to no known entry): that entry.
    var cause: Cause?
  }

  /// The entry a recorded call shown elsewhere belongs to.
  enum Cause: Equatable {
    case entry(Int)
    case beforeRecording
  }

  let step: Step
  let actionName: String
  let actionText: String
  let changes: [StateChange]
  /// Why the navigation policy decided as it did, for entries that ask for a decision.
  let policyReason: String?
  /// What running the effect again did.
  let replayed: [ReplayedEffect]
  /// Recorded calls of this entry, in log order (attached later when they came late).
  var recorded: [RecordedCall] = []
  /// Recorded calls that followed this entry but belong to an entry no longer held, or to none.
  var strays: [RecordedCall] = []

  init(step: Step, replayed: [ReplayedEffect], policyReason: String? = nil) {
    self.step = step
    actionName = ActionText.caseName(of: step.entry.action)
    actionText = StateDiff.renderLine(step.entry.action)
    changes = step.changes
    self.policyReason = policyReason
    self.replayed = replayed
  }

  var sequence: Int { step.entry.sequence }

  /// The effect lines, once every recorded call of this entry has been attached.
  ///
  /// With `recordsCalls`, each recorded call is matched with an equal recomputed one (in any
  /// order); what is left on either side is a difference. Without it, the recomputed calls are
  /// all there is.
  func effects(recordsCalls: Bool) -> [Effect] {
    var lines: [Effect] = []
    var unmatched = replayed.compactMap(\.call)
    let decodedCalls = recordsCalls ? recorded.map { try? $0.call.decode(WebViewCall.self, root: "call") } : []
    // A withdrawal explains a difference only for an answer this entry's effect computes.
    let answeredActions = Set(replayed.compactMap(\.answeredAction))
    let withdrawnActions = Set(decodedCalls.compactMap { $0?.withdrawnAction }).intersection(answeredActions)
    if recordsCalls {
      for (recorded, decoded) in zip(recorded, decodedCalls) {
        if let decoded, let index = unmatched.firstIndex(of: decoded) {
          unmatched.remove(at: index)
          lines.append(Effect(source: .both, text: decoded.renderedDescription, call: recorded.call))
        } else if let decoded, let action = decoded.withdrawnAction ?? decoded.replyAction, withdrawnActions.contains(action) {
          lines.append(Effect(source: .withdrawn, text: decoded.renderedDescription, call: recorded.call))
        } else {
          lines.append(Effect(source: .recorded, text: Self.text(of: recorded, decoded: decoded), call: recorded.call))
        }
      }
    }
    for replayed in replayed {
      switch replayed {
      case .call(let call):
        guard let index = unmatched.firstIndex(of: call) else { continue }
        unmatched.remove(at: index)
        let withdrawn = recordsCalls && call.replyAction.map(withdrawnActions.contains) == true
        lines.append(Effect(source: withdrawn ? .withdrawn : .recomputed, text: replayed.text, call: try? JSONValue(encoding: call)))
      case .plugin, .wait, .stopped, .failed:
        lines.append(Effect(source: .note, text: replayed.text, call: nil))
      }
    }
    for stray in strays {
      let decoded = try? stray.call.decode(WebViewCall.self, root: "call")
      lines.append(
        Effect(
          source: .recorded, text: Self.text(of: stray, decoded: decoded), call: stray.call,
          cause: stray.cause.map(Cause.entry) ?? .beforeRecording))
    }
    return lines
  }

  /// A recorded call this build cannot decode is shown as its JSON.
  private static func text(of recorded: RecordedCall, decoded: WebViewCall?) -> String {
    decoded?.renderedDescription ?? "\(recorded.call.jsonText()) (a call this build does not know)"
  }

  /// Whether the recorded and recomputed calls differ.
  func effectsDiffer(recordsCalls: Bool) -> Bool {
    recordsCalls && effects(recordsCalls: true).contains { $0.cause == nil && ($0.source == .recorded || $0.source == .recomputed) }
  }
}

extension WebViewCall {
  /// The action whose answer the device withdrew, for its `answerDropped` diagnostic.
  fileprivate var withdrawnAction: String? {
    if case .webView(.diagnose(.answerDropped(let action, _))) = self { return action }
    return nil
  }

  /// The action a reply to the page answers.
  fileprivate var replyAction: String? {
    if case .page(.reply(let action, _, _)) = self { return action }
    return nil
  }
}

extension ReplayedEffect {
  /// The action whose answer this computes: a reply to the page, or a plugin asked.
  fileprivate var answeredAction: String? {
    switch self {
    case .call(.page(.reply(let action, _, _))), .plugin(let action, _): action
    default: nil
    }
  }
}
