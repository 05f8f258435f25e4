import Foundation
import WebViewFeature

/// What the web view observes of its page and the app's life cycle, as actions.
extension WebViewHost {
  /// `estimatedProgress` changed (key-value observation).
  package func progressChanged(_ progress: Double) {
    deliver(.progressChanged(progress))
  }

  /// `title` changed (key-value observation).
  package func titleChanged(_ title: String?) {
    deliver(.titleChanged(title))
  }

  /// `url` changed (key-value observation): how single-page navigation (`history.pushState`,
  /// a fragment) shows, since WebKit calls no delegate method for it.
  ///
  /// Only changes no load explains reach the store, as `urlChanged`: not the one the kit's own
  /// `load` makes (WebKit shows the requested URL at once), nor those while a main-frame load is
  /// provisional (the URL being requested, or the one the web view falls back to when it fails).
  /// WebKit changes `url` just *before* it reports such a load (`didStartProvisionalNavigation`,
  /// `didFailProvisionalNavigation`), so the kit judges a change on the next main-actor turn,
  /// once the load's own callback has arrived.
  package func urlChanged(_ url: URL?) {
    guard !isLoadingOnRequest else { return }
    Task { [weak self] in
      guard let self, self.provisionalLoad == nil else { return }
      self.deliver(.urlChanged(url))
    }
  }

  /// `canGoBack` or `canGoForward` changed (key-value observation): pass both as they are now.
  /// A report that changes neither does not reach the store.
  package func historyChanged(canGoBack: Bool, canGoForward: Bool) {
    guard history != (canGoBack, canGoForward) else { return }
    history = (canGoBack, canGoForward)
    deliver(.historyChanged(canGoBack: canGoBack, canGoForward: canGoForward))
  }

  /// The app became active. Pass the web view's `url` and `title`: a page with a URL but no
  /// title lost its process while the app was away.
  package func appDidBecomeActive(webViewURL: URL?, webViewTitle: String?) {
    deliver(.appBecameActive(titleMissing: webViewURL != nil && webViewTitle == nil))
  }

  /// The app resigned active.
  package func appWillResignActive() {
    deliver(.appResignedActive)
  }

  /// The network path changed (`NWPathMonitor`).
  package func networkChanged(isOnline: Bool) {
    deliver(.networkChanged(isOnline: isOnline))
  }
}
