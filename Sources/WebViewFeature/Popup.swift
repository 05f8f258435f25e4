import Foundation

/// The child web view the screen shows over itself (``PopupPolicy/Choice/childWebView``): a
/// window the page opened, such as a payment provider's.
///
/// Its pages are not the app's: the host gives them none of the screen's document-start scripts
/// (the session token among them) and no way to the bridge, and it browses the web as a browser
/// window does (``PopupPolicy/childMayBrowse(_:)``; a listed payment app's scheme goes to the
/// system).
public struct Popup: Equatable, Sendable, Codable {
  /// The page the window shows, as of its last committed load; `nil` while it is empty. Show its
  /// host to the user: it says whose page asks for a card number.
  public var url: URL?

  /// Creates a child window showing `url`.
  public init(url: URL? = nil) {
    self.url = url
  }
}
