import ActionLog
import Foundation
import WebViewFeature

/// The lines that describe a log before its entries, shared by the timeline and the summary.
enum HeaderText {
  /// Metadata keys too long to print on the metadata line: the encoded configuration and app
  /// facts (their readable parts are keys of their own).
  static let hiddenKeys: Set<String> = [WebViewFeature.Configuration.logMetadataKey, AppInfo.logMetadataKey]

  /// `WebViewFeature log recorded from 2025-03-14T09:26:53.325Z (format 2, schema 1)` and
  /// `Metadata: appVersion=2.3.0, …`.
  static func lines<State>(_ header: ActionLogHeader<State>) -> [String] {
    let start = header.startDate.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    var lines = [
      "\(header.feature) log recorded from \(start) (format \(header.version), schema \(header.schemaVersion))"
    ]
    let pairs = header.metadata.keys.sorted().filter { !hiddenKeys.contains($0) }.map { "\($0)=\(header.metadata[$0] ?? "")" }
    if !pairs.isEmpty { lines.append("Metadata: \(pairs.joined(separator: ", "))") }
    return lines
  }

  /// What the `=>` lines under the entries are.
  static func effectsLegend(recordsCalls: Bool) -> String {
    recordsCalls
      ? "Effects (=>): the calls recorded on the device, checked against the effects recomputed on replay; [device only] and [replay only] mark differences"
      : "Effects (=>): recomputed on replay (this log holds no recorded calls)"
  }
}
