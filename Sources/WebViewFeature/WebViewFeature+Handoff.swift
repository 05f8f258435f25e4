import Foundation
import StoreRuntime

extension WebViewFeature {
  /// What one behaviour leaves to another: the dispatcher carries it out with ``carryOut(_:_:)``,
  /// so no behaviour calls into another's file.
  enum Handoff: Equatable {
    /// The document went away (replaced on commit, or its process died): the work for it is
    /// cancelled and its answers withdrawn (`+Bridge`), its panels completed (`+Dialogs`).
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
    switch step.handoff {
    case nil:
      return step.effect
    case .documentEnded:
      // The old document's work stops first, and its panels are answered before anything
      // loads in its place.
      return Self.endDocumentWork.merge(with: completeAllDialogs(&state).concatenate(with: step.effect))
    case .pageReady:
      // Queued events go out before the reply to the page's `ready`.
      return pageBecameReady(&state).merge(with: step.effect)
    case .closeScreen:
      // The page's promise settles before its screen goes.
      return step.effect.concatenate(with: closeRequested())
    case .openInNewScreen(let url):
      return step.effect.merge(with: openInNewScreen(url, &state))
    case .signIn(let url, let id):
      return step.effect.merge(with: handOffSignIn(url, cancelling: id))
    }
  }
}
