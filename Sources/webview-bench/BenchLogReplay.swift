import ActionLog
import Foundation
import WebViewFeature
import WebViewFeatureLogs

/// A replayer over a freshly written bench log in a temporary file, for the instruction
/// benchmark's replay case.
enum BenchLogReplay {
  /// Writes a log of `entries` entries, opens it for replay and removes the file (the open
  /// descriptor keeps it readable).
  static func open(entries: Int) throws -> ActionLogReplayer<WebViewFeature> {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("webview-bench-instructions-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try ReplayLog.write(entries: entries, to: url)
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url, feature: "WebViewFeature")
    return try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: ActionMix.configuration))
  }

  /// The entry lines (without the header) of a freshly written log of `entries` entries.
  static func entryLines(entries: Int) throws -> [[UInt8]] {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("webview-bench-lines-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try ReplayLog.write(entries: entries, to: url)
    return try Data(contentsOf: url).split(separator: 0x0A).dropFirst().map(Array.init)
  }
}
