import Foundation

extension WebViewFeature {
  /// Everything the screen shows and everything the reducer must remember between callbacks.
  ///
  /// The host renders from it and acts on the "one-shot" fields (``urlToOpen``,
  /// ``toastMessage``, ``presentedDialog``) by presenting them and sending the matching
  /// consumption action. Codable, so that action logs can record and replay it exactly.
  public struct State: Equatable, Sendable, Codable {
    /// The URL of the document on screen: set on commit, and moved by single-page navigation
    /// (``WebViewFeature/Action/urlChanged(_:)``).
    public var url: URL?
    /// The URL a reload or a recovery loads: the last one requested, started, redirected to or
    /// committed. Unlike ``url`` it also names a load that failed before committing.
    public var lastURL: URL?
    /// The page title (from `WKWebView.title`), without control characters; `nil` until the new
    /// document sets one.
    public var title: String?
    /// Whether a main-frame load is in flight.
    public var isLoading = false
    /// The load progress, 0…1: reset when a load starts, never lower within a load, 1 at finish.
    public var progress: Double = 0
    /// The main-frame load whose callbacks count; callbacks of other loads are stale.
    public var currentLoad: LoadID?

    /// The error on screen; `nil` when none. See ``errorMessage``.
    public var error: LoadError?
    /// The text of ``error`` for the user, in the configuration's
    /// ``WebViewFeature/Configuration/messages``; `nil` exactly when ``error`` is. Set by the
    /// reducer together with ``error``: show this, not `error.description` (which is English).
    public var errorMessage: String?
    /// A URL the host should present in a new screen, then send `urlToOpenPresented`.
    public var urlToOpen: URL?
    /// The window the page opened in a child web view (``PopupPolicy``), which the host shows
    /// over the screen until it is `nil` again; `nil` when none is open.
    public var popup: Popup?
    /// The toast to show now, without control characters; the host shows it, then sends `toastShown`.
    public var toastMessage: String?
    /// Toasts waiting for the current one to be shown, oldest first.
    public var queuedToasts: [String] = []
    /// JavaScript panels waiting for an answer, their texts without control characters; the first
    /// one is on screen.
    public var dialogs: [JSDialog] = []

    /// The files the page's server sent to be saved (``DownloadPolicy``), oldest first: running,
    /// and ended until the app sends `downloadDismissed`.
    public var downloads: [Download] = []

    /// Whether the web view has a page to go back to (`canGoBack`), as the host last said.
    public var canGoBack = false
    /// Whether the web view has a page to go forward to (`canGoForward`), as the host last said.
    public var canGoForward = false

    /// Whether the app is active (foreground).
    public var isActive = true
    /// Whether the device is online; `nil` until the host reports it.
    public var isOnline: Bool?
    /// Whether the screen went away; dialogs arriving later are completed at once.
    public var isClosed = false

    /// Whether the page's process died while the app was inactive, so the next activation
    /// reloads ``lastURL``.
    public var needsReload = false
    /// When the page's process terminated recently, oldest first (within the recovery window).
    public var recentTerminations: [Date] = []
    /// Whether automatic reloads stopped because the page kept crashing; a `reload` resumes them.
    public var automaticReloadsStopped = false

    /// Whether the current document can receive events (it said `ready`, or finished loading).
    public var isPageReady = false
    /// Events waiting for the document to become ready, oldest first, one per event name.
    public var pendingEvents: [PageEvent] = []

    /// The scripts the host must install at document start, main frame only (replacing the
    /// previous set whenever this changes). Empty until the app reports a session.
    public var documentStartScripts: [String] = []

    /// A screen with nothing loaded, the app active.
    public init() {}

    /// The JavaScript panel to show now; answer it with `dialogAnswered`.
    public var presentedDialog: JSDialog? { dialogs.first }
  }
}

extension WebViewFeature.State {
  /// Puts `error` on screen (or clears it) with its text in `messages`: the one place ``error``
  /// and ``errorMessage`` change, so they always agree.
  mutating func show(_ error: LoadError?, in messages: WebViewMessages) {
    self.error = error
    errorMessage = error.map(messages.text(for:))
  }

  /// Shows `message` as a toast now, or after the ones waiting: never dropped.
  mutating func showToast(_ message: String) {
    if toastMessage == nil {
      toastMessage = message
    } else {
      queuedToasts.append(message)
    }
  }
}
