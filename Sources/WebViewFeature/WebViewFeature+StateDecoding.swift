import Foundation

extension WebViewFeature.State {
  /// The encoded fields, one per stored property (a test holds the two lists together).
  enum StoredField: String, CodingKey, CaseIterable {
    case url, lastURL, title, isLoading, progress, currentLoad
    case error, errorMessage, urlToOpen, toastMessage, queuedToasts, dialogs
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
    isLoading = try fields.decodeIfPresent(Bool.self, forKey: .isLoading) ?? isLoading
    progress = try fields.decodeIfPresent(Double.self, forKey: .progress) ?? progress
    currentLoad = try fields.decodeIfPresent(LoadID.self, forKey: .currentLoad)
    error = try fields.decodeIfPresent(LoadError.self, forKey: .error)
    // Checkpoints written before the text was state hold only the error: its English text is
    // what those versions showed.
    errorMessage = try fields.decodeIfPresent(String.self, forKey: .errorMessage) ?? error?.description
    urlToOpen = try fields.decodeIfPresent(URL.self, forKey: .urlToOpen)
    toastMessage = try fields.decodeIfPresent(String.self, forKey: .toastMessage)
    queuedToasts = try fields.decodeIfPresent([String].self, forKey: .queuedToasts) ?? queuedToasts
    dialogs = try fields.decodeIfPresent([JSDialog].self, forKey: .dialogs) ?? dialogs
    isActive = try fields.decodeIfPresent(Bool.self, forKey: .isActive) ?? isActive
    isOnline = try fields.decodeIfPresent(Bool.self, forKey: .isOnline)
    isClosed = try fields.decodeIfPresent(Bool.self, forKey: .isClosed) ?? isClosed
    needsReload = try fields.decodeIfPresent(Bool.self, forKey: .needsReload) ?? needsReload
    recentTerminations = try fields.decodeIfPresent([Date].self, forKey: .recentTerminations) ?? recentTerminations
    automaticReloadsStopped =
      try fields.decodeIfPresent(Bool.self, forKey: .automaticReloadsStopped) ?? automaticReloadsStopped
    isPageReady = try fields.decodeIfPresent(Bool.self, forKey: .isPageReady) ?? isPageReady
    pendingEvents = try fields.decodeIfPresent([PageEvent].self, forKey: .pendingEvents) ?? pendingEvents
    documentStartScripts =
      try fields.decodeIfPresent([String].self, forKey: .documentStartScripts) ?? documentStartScripts
  }
}
