import BridgeClient
import Foundation
import JSON

/// A folder of the app's files served as web pages under one of its own origins
/// (`app://localhost`), through a scheme handler: ``WebViewSettings/bundledPages``.
///
/// Pages served this way have a real origin, which `file:` pages do not: `localStorage`,
/// cookies, `fetch` and modules of their own files, and an origin the bridge can trust by name.
/// The host registers the handler when it makes the web view (`WKWebViewConfiguration`'s
/// `setURLSchemeHandler(_:forURLScheme:)`, `WebPage.Configuration.urlSchemeHandlers`) and
/// serves the folder as a careful static server does:
///
/// - `GET` and `HEAD` only (`405` for anything else), the files' MIME types by extension, a
///   folder's ``indexFile``, `Range` requests for media (`206`, `416`);
/// - `404` for a file that is not there, or ``indexFile`` for client-side routes
///   (``UnknownPaths/serveIndex``);
/// - `403` for a path that tries to leave the folder: `..` and `.` segments, written plainly or
///   percent-encoded, an encoded `/` or `\`, a NUL, a symbolic link that leads outside;
/// - only this origin's host: another host of the scheme gets no file.
///
/// Loading the pages and trusting them are the policies' decisions, stated apart so that a
/// reviewer sees each: list ``origin`` in `NavigationPolicy.appOrigins` to load them, and in
/// `BridgeConfiguration.trustedAppOrigins` to let them use the bridge.
///
/// ```swift
/// let pages = BundledPages(folder: Bundle.main.url(forResource: "web", withExtension: nil)!)
/// var configuration = WebViewFeature.Configuration()
/// configuration.webView.bundledPages = pages
/// configuration.navigation.appOrigins = [pages.origin]
/// configuration.bridge.trustedAppOrigins = [pages.origin]
/// let start = pages.url(of: "index.html")  // app://localhost/index.html
/// ```
///
/// It is part of the configuration, so an action log's header records it: the folder's path
/// is the app's install location, and no file's contents.
public struct BundledPages: Sendable, Equatable, Codable {
  /// The origin the files appear under; `app://localhost` by default.
  public var origin: AppOrigin
  /// The folder served at the origin's root: a `file:` URL, usually inside the app's bundle.
  public var folder: URL
  /// The file a folder's URL serves, `index.html` by default.
  public var indexFile: String
  /// What a path with no file behind it gets.
  public var unknownPaths: UnknownPaths

  /// What a request for a path with no file behind it gets.
  public enum UnknownPaths: String, Sendable, Equatable, Codable {
    /// `404 Not Found` (the default).
    case notFound
    /// The root's ``BundledPages/indexFile``, for a single-page app that routes on the client
    /// (`app://localhost/orders/42`); a path with a file extension (`/missing.js`) still gets
    /// `404`, so a missing script is not answered with HTML.
    case serveIndex
  }

  /// Serves `folder` under `origin`.
  public init(origin: AppOrigin = .app, folder: URL, indexFile: String = "index.html", unknownPaths: UnknownPaths = .notFound) {
    self.origin = origin
    self.folder = folder
    self.indexFile = indexFile
    self.unknownPaths = unknownPaths
  }

  /// The URL of `path` (relative to the folder, `/`-separated) under the origin:
  /// `app://localhost/index.html`.
  public func url(of path: String) -> URL {
    origin.root.appending(path: path.drop { $0 == "/" }, directoryHint: .inferFromPath)
  }

  private enum CodingKeys: String, CodingKey {
    case origin, folder, indexFile, unknownPaths
  }

  /// Decodes pages; a missing or `null` field other than ``folder`` takes its default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let origin = try container.decode(.origin, or: AppOrigin.app)
    let folder = try container.decode(URL.self, forKey: .folder)
    self.init(
      origin: origin, folder: folder, indexFile: try container.decode(.indexFile, or: "index.html"),
      unknownPaths: try container.decode(.unknownPaths, or: .notFound))
  }
}
