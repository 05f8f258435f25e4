import BridgeClient
import Foundation
import WebViewFeature

/// What one devhost session shows and how.
public struct DevHostOptions: Sendable {
  /// The URL loaded first.
  public var startURL: URL
  /// A folder served under `settings.origin`, or `nil` when the page comes from a server.
  public var pageFolder: URL?
  /// The configuration file's contents.
  public var settings: DevHostSettings
  /// Answers to the page's panels, in order.
  public var dialogAnswers: DialogAnswers
  /// Whether Chromium shows a window (`--show`); headless otherwise.
  public var isHeaded: Bool
  /// Whether no host name resolves, so nothing leaves the machine (served pages still load).
  public var isOffline: Bool
  /// Where the action log is written, or `nil` for none.
  public var actionLog: URL?
  /// A checkpoint (the full state) after every this many entries of the action log.
  public var checkpointInterval: Int

  /// Serves `pageFolder` at `settings.origin` and starts at `page` (a path inside it).
  public init(
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
  public init(
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
