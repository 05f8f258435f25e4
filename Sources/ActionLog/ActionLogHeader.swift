import Foundation

/// The first line of an action log: what the log is, which feature it belongs to, and where
/// replay starts.
///
/// ```json
/// {"format":"webview-core.action-log","version":2,"feature":"WebViewFeature","schema":1,
///  "calls":true,"start":1718000000.25,"metadata":{"appVersion":"2.3.0"},"initialState":{…}}
/// ```
public struct ActionLogHeader<State> {
  /// The value of the `format` field that identifies an action log.
  public static var formatName: String { "webview-core.action-log" }
  /// The format version this build writes: 2 (call lines, `schema` and `calls` in the header).
  public static var currentVersion: Int { 2 }
  /// The format versions this build reads: 1 and 2.
  public static var readableVersions: ClosedRange<Int> { 1...currentVersion }

  /// The format version of the log.
  public var version: Int
  /// The version of the feature's encoded state and action the log was recorded with (see
  /// ``ActionLogSchema``); 1 for logs that do not say.
  public var schemaVersion: Int
  /// Whether the recorder captured the calls effects made (see ``RecordedCall``), so that an
  /// entry without calls made none.
  public var recordsCalls: Bool
  /// The feature (reducer) the log was recorded from, e.g. `WebViewFeature`.
  public var feature: String
  /// When recording started. Entry times are seconds relative to it.
  ///
  /// After a round trip through a log this is `Date(timeIntervalSince1970:)` of the stored
  /// number, which both the writer and the reader use as the base of entry times.
  public var startDate: Date
  /// The state before the first entry; `nil` when the log was written without one.
  public var initialState: State?
  /// Free text about the session: app version, device, OS, anything that helps a reader.
  public var metadata: [String: String]

  /// Creates a header for a log of the current format version.
  public init(
    feature: String,
    startDate: Date,
    initialState: State?,
    metadata: [String: String] = [:],
    schemaVersion: Int = 1,
    recordsCalls: Bool = false
  ) {
    self.version = Self.currentVersion
    self.schemaVersion = schemaVersion
    self.recordsCalls = recordsCalls
    self.feature = feature
    self.startDate = startDate
    self.initialState = initialState
    self.metadata = metadata
  }
}

extension ActionLogHeader: Sendable where State: Sendable {}
extension ActionLogHeader: Equatable where State: Equatable {}
