import Foundation

/// The first line of an action log: what the log is, which feature it belongs to, and where
/// replay starts.
///
/// ```json
/// {"format":"webview-core.action-log","version":1,"feature":"WebViewFeature",
///  "start":1718000000.25,"metadata":{"appVersion":"2.3.0"},"initialState":{…}}
/// ```
public struct ActionLogHeader<State> {
  /// The value of the `format` field that identifies an action log.
  public static var formatName: String { "webview-core.action-log" }
  /// The schema version this build writes and reads.
  public static var currentVersion: Int { 1 }

  /// The schema version of the log.
  public var version: Int
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

  /// Creates a header for a log of the current schema version.
  public init(
    feature: String,
    startDate: Date,
    initialState: State?,
    metadata: [String: String] = [:]
  ) {
    self.version = Self.currentVersion
    self.feature = feature
    self.startDate = startDate
    self.initialState = initialState
    self.metadata = metadata
  }
}

extension ActionLogHeader: Sendable where State: Sendable {}
extension ActionLogHeader: Equatable where State: Equatable {}
