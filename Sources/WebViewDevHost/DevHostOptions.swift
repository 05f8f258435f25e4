import BridgeClient
import Foundation
import WebViewFeature

/// What one devhost session shows and how.
package struct DevHostOptions: Sendable {
  /// The URL loaded first.
  package var startURL: URL
  /// A folder served under `settings.origin`, or `nil` when the page comes from a server.
  package var pageFolder: URL?
  /// The configuration file's contents.
  package var settings: DevHostSettings
  /// Answers to the page's panels, in order.
  package var dialogAnswers: DialogAnswers
  /// Whether Chromium shows a window (`--show`); headless otherwise.
  package var isHeaded: Bool
  /// Whether no host name resolves, so nothing leaves the machine (served pages still load).
  package var isOffline: Bool
  /// Where the action log is written, or `nil` for none.
  package var actionLog: URL?
  /// A checkpoint (the full state) after every this many entries of the action log.
  package var checkpointInterval: Int
  /// Where the page's downloads are kept (`WebViewHost.downloadsFolder`), or `nil` for the
  /// browser's temporary folder, removed when the session ends.
  package var downloadsFolder: URL?

  /// Serves `pageFolder` at `settings.origin` and starts at `page` (a path inside it).
  package init(
    page: String, in pageFolder: URL, settings: DevHostSettings = DevHostSettings(),
    dialogAnswers: DialogAnswers = DialogAnswers([]), isHeaded: Bool = false, isOffline: Bool = false,
    actionLog: URL? = nil, checkpointInterval: Int = 1
  ) {
    let files = PageFiles(folder: pageFolder, origin: settings.origin)
    self.init(
      startURL: files.url(of: page), pageFolder: pageFolder, settings: settings, dialogAnswers: dialogAnswers,
      isHeaded: isHeaded, isOffline: isOffline, actionLog: actionLog, checkpointInterval: checkpointInterval)
  }

  /// Starts at `startURL`; `pageFolder`, when given, is served at `settings.origin`.
  package init(
    startURL: URL, pageFolder: URL? = nil, settings: DevHostSettings = DevHostSettings(),
    dialogAnswers: DialogAnswers = DialogAnswers([]), isHeaded: Bool = false, isOffline: Bool = false,
    actionLog: URL? = nil, checkpointInterval: Int = 1
  ) {
    self.startURL = startURL
    self.pageFolder = pageFolder
    self.settings = settings
    self.dialogAnswers = dialogAnswers
    self.isHeaded = isHeaded
    self.isOffline = isOffline
    self.actionLog = actionLog
    self.checkpointInterval = checkpointInterval
  }

  /// The served files, if any.
  var files: PageFiles? {
    pageFolder.map { PageFiles(folder: $0, origin: settings.origin) }
  }
}
