import BridgeClient

/// Marks ids of navigation-action and navigation-response decisions.
public enum NavigationKind: HostIDKind {
  /// `navigation`.
  public static let name = "navigation"
}

/// Marks ids of main-frame loads.
public enum LoadKind: HostIDKind {
  /// `load`.
  public static let name = "load"
}

/// Marks ids of JavaScript panels.
public enum DialogKind: HostIDKind {
  /// `dialog`.
  public static let name = "dialog"
}

/// The host's number for one `decidePolicyFor` call (action or response): its decision handler
/// must be called exactly once, through ``WebViewClient/decidePolicy(_:_:)`` or
/// ``WebViewClient/decideResponse(_:_:)``.
public typealias NavigationID = HostID<NavigationKind>

/// The host's number for one main-frame load (one `WKNavigation` object).
///
/// Lifecycle callbacks carry it so that the reducer can tell the current load from one a newer
/// load replaced: a late `-999` from a replaced load must not stop the spinner of the load that
/// replaced it. The host maps each `WKNavigation` to a counter value in a weak-keyed table (a
/// `nil` navigation gets a fresh id).
public typealias LoadID = HostID<LoadKind>

/// The host's number for one JavaScript panel (alert, confirm or prompt), whose completion
/// handler must be called exactly once, through ``WebViewClient/completeDialog(_:_:)``.
public typealias DialogID = HostID<DialogKind>

/// Marks ids of downloads.
public enum DownloadKind: HostIDKind {
  /// `download`.
  public static let name = "download"
}

/// The host's number for one download (one `WKDownload`): its destination handler is called
/// exactly once, through ``WebViewClient/decideDownload(_:fileName:)``, and later calls about it
/// (its progress, its end) carry the same id.
public typealias DownloadID = HostID<DownloadKind>
