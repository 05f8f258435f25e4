import Foundation
import StoreRuntime

extension WebViewFeature {
  /// What one behaviour leaves to another: the dispatcher carries it out with ``carryOut(_:_:)``,
  /// so no behaviour calls into another's file.
  enum Handoff: Equatable {
    /// The document went away (replaced on commit, or its process died): its panels are
    /// completed (`+Dialogs`).
    case documentEnded
    /// The document can receive events: the queue is flushed (`+PageEvents`).
    case pageReady
    /// The page asked to close the screen (`+ScreenRequests`).
    case closeScreen
    /// The page asked to show `url` in a new screen (`+ScreenRequests`).
    case openInNewScreen(URL)
    /// A navigation to an identity provider's page goes to the authentication session,
    /// cancelling WebKit's request when it made one (`+SignIn`).
    case signIn(URL, cancelling: NavigationID?)
  }

  /// A behaviour's result: its own effect, and what it leaves to another behaviour.
  typealias Step = (effect: Effect<Action>, handoff: Handoff?)

  /// Runs `step`'s effect with what its hand-off asks of the other behaviour, in the order the
  /// page and WebKit need.
  func carryOut(_ step: Step, _ state: inout State) -> Effect<Action> {
    guard let handoff = step.handoff else { return step.effect }
    let handedOn: Effect<Action>
    switch handoff {
    case .documentEnded: handedOn = completeAllDialogs(&state)
    case .pageReady: handedOn = pageBecameReady(&state)
    case .closeScreen: handedOn = closeRequested()
    case .openInNewScreen(let url): handedOn = openInNewScreen(url, &state)
    case .signIn(let url, let id): handedOn = handOffSignIn(url, cancelling: id)
    }
    // Combining two effects costs an array and the runtime's generic code: skipped when one
    // side does nothing, as on every commit and finished load (`Scripts/instructions.sh
    // feature-mix`, 2026-11-29: 1,581 instructions an action combining always, 1,020 so).
    if step.effect.isNone { return handedOn }
    if handedOn.isNone { return step.effect }
    switch handoff {
    case .documentEnded:
      // The old document's panels are answered before anything loads in its place.
      return .concatenate(handedOn, step.effect)
    case .pageReady:
      // Queued events go out before the reply to the page's `ready`.
      return .merge(handedOn, step.effect)
    case .closeScreen:
      // The page's promise settles before its screen goes.
      return .concatenate(step.effect, handedOn)
    case .openInNewScreen, .signIn:
      return .merge(step.effect, handedOn)
    }
  }
}
