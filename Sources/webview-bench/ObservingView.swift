import Observation
import StoreRuntime
import WebViewFeature

/// What a SwiftUI screen over the web view reads from its store, read the way SwiftUI reads it:
/// under `withObservationTracking`, and again after an action that Observation said changed a
/// value read. (SwiftUI redraws on the next frame, so a view reads once for every action of a
/// frame; redrawing after each action is the most a view can cost a store.)
@MainActor
final class ObservingView {
  private let store: Store<WebViewFeature.State, WebViewFeature.Action>
  private let isInvalid = LockIsolated(false)

  init(_ store: Store<WebViewFeature.State, WebViewFeature.Action>) {
    self.store = store
    render()
  }

  /// Sends `action`, then redraws when something the last drawing read changed.
  func send(_ action: WebViewFeature.Action) {
    blackHole(store.send(action))
    if isInvalid.value { render() }
  }

  private func render() {
    isInvalid.setValue(false)
    withObservationTracking {
      blackHole(store.progress)
      blackHole(store.title)
      blackHole(store.isLoading)
      blackHole(store.url)
      blackHole(store.errorMessage)
      blackHole(store.toastMessage)
      blackHole(store.presentedDialog)
      blackHole(store.urlToOpen)
    } onChange: { [isInvalid] in
      isInvalid.setValue(true)
    }
  }
}
