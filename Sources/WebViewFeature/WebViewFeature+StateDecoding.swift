import Foundation
import JSON

extension WebViewFeature.State {
  /// The encoded fields, one per stored property (a test holds the two lists together).
  enum StoredField: String, CodingKey, CaseIterable {
    case url, lastURL, title, isLoading, progress, currentLoad
    case error, errorMessage, urlToOpen, popup, toastMessage, queuedToasts, dialogs, downloads
    case canGoBack, canGoForward
    case isActive, isOnline, isClosed
    case needsReload, recentTerminations, automaticReloadsStopped
    case isPageReady, pendingEvents, documentStartScripts
  }

  /// Decodes a state; a missing or `null` field takes its value in `State()`, and fields this
  /// version does not know are ignored.
  ///
  /// So an action log whose checkpoints were written by an older app version (before a field
  /// existed) or a newer one (after a field was added) still replays. A field that is present
  /// must be valid: a wrong type still throws, naming the field.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: StoredField.self)
    self.init()
    url = try fields.decodeIfPresent(URL.self, forKey: .url)
    lastURL = try fields.decodeIfPresent(URL.self, forKey: .lastURL)
    title = try fields.decodeIfPresent(String.self, forKey: .title)
    isLoading = try fields.decode(.isLoading, or: isLoading)
    progress = try fields.decode(.progress, or: progress)
    currentLoad = try fields.decodeIfPresent(LoadID.self, forKey: .currentLoad)
    error = try fields.decodeIfPresent(LoadError.self, forKey: .error)
    // Checkpoints written before the text was state hold only the error: its English text is
    // what those versions showed.
    errorMessage = try fields.decode(.errorMessage, or: error?.description)
    urlToOpen = try fields.decodeIfPresent(URL.self, forKey: .urlToOpen)
    popup = try fields.decodeIfPresent(Popup.self, forKey: .popup)
    toastMessage = try fields.decodeIfPresent(String.self, forKey: .toastMessage)
    queuedToasts = try fields.decode(.queuedToasts, or: queuedToasts)
    dialogs = try fields.decode(.dialogs, or: dialogs)
    downloads = try fields.decode(.downloads, or: downloads)
    canGoBack = try fields.decode(.canGoBack, or: canGoBack)
    canGoForward = try fields.decode(.canGoForward, or: canGoForward)
    isActive = try fields.decode(.isActive, or: isActive)
    isOnline = try fields.decodeIfPresent(Bool.self, forKey: .isOnline)
    isClosed = try fields.decode(.isClosed, or: isClosed)
    needsReload = try fields.decode(.needsReload, or: needsReload)
    recentTerminations = try fields.decode(.recentTerminations, or: recentTerminations)
    automaticReloadsStopped =
      try fields.decode(.automaticReloadsStopped, or: automaticReloadsStopped)
    isPageReady = try fields.decode(.isPageReady, or: isPageReady)
    pendingEvents = try fields.decode(.pendingEvents, or: pendingEvents)
    documentStartScripts =
      try fields.decode(.documentStartScripts, or: documentStartScripts)
  }
}
