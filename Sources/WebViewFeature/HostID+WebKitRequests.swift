import BridgeClient

/// The host's number for one `decidePolicyFor` call (a navigation's request, or its response):
/// its decision handler must be called exactly once, through ``WebViewClient/decidePolicy(_:_:)``
/// or ``WebViewClient/decideResponse(_:_:)``.
public typealias NavigationID = HostID<NavigationRequest>

/// The host's number for one main-frame load (one `WKNavigation` object).
///
/// Lifecycle callbacks carry it so that the reducer can tell the current load from one a newer
/// load replaced: a late `-999` from a replaced load must not stop the spinner of the load that
/// replaced it. The host maps each `WKNavigation` to a counter value in a weak-keyed table (a
/// `nil` navigation gets a fresh id).
public typealias LoadID = HostID<LoadKind>

/// Tags ids of main-frame loads: a load is WebKit's `WKNavigation` object, and has no value type
/// of its own here.
public enum LoadKind {}

/// The host's number for one JavaScript panel (alert, confirm or prompt, and the other panels of
/// ``JSDialog/Kind``), whose completion handler must be called exactly once, through
/// ``WebViewClient/completeDialog(_:_:)``.
public typealias DialogID = HostID<JSDialog>

/// The host's number for one download (one `WKDownload`): its destination handler is called
/// exactly once, through ``WebViewClient/decideDownload(_:fileName:)``, and later calls about it
/// (its progress, its end) carry the same id.
public typealias DownloadID = HostID<Download>

extension NavigationRequest: HostIDTag {
  package static var hostIDName: String { "navigation" }
}

extension LoadKind: HostIDTag {
  package static var hostIDName: String { "load" }
}

extension JSDialog: HostIDTag {
  package static var hostIDName: String { "dialog" }
}

extension Download: HostIDTag {
  package static var hostIDName: String { "download" }
}
