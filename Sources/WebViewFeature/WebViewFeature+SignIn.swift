import Foundation
import StoreRuntime

/// Sign-in pages of identity providers, handed to the app's authentication session.
extension WebViewFeature {
  /// Cancels the navigation (when WebKit asked, under `id`) and hands `url` to the session. A
  /// newer hand-off cancels the older one's effect (its session should end when its task is
  /// cancelled), so one session shows at a time.
  func handOffSignIn(_ url: URL, cancelling id: NavigationID?) -> Effect<Action> {
    let cancel = id.map { id in web { await $0.decidePolicy(id, .cancel) } } ?? .none
    let client = signIn
    let callbackScheme = configuration.signIn.callbackScheme
    let session = Effect<Action>.run { send in await send(.signInFinished(await client.signIn(url, callbackScheme))) }
    return .merge(cancel, session.cancellable(id: CancelID.signIn, cancelInFlight: true))
  }
}
