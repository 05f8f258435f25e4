import ActionLog
import Foundation
import WebViewFeature

/// The hidden `replay-child` subcommand: replays one log and prints its throughput and peak
/// memory, so that each log size is measured in a fresh process.
enum ReplayChild {
  static let subcommand = "replay-child"

  /// What a child reports on its one line of output.
  struct Report {
    var entries: Int
    var seconds: Double
    var peakKilobytes: Int

    var line: String { "entries=\(entries) seconds=\(seconds) peakKB=\(peakKilobytes)" }

    init(entries: Int, seconds: Double, peakKilobytes: Int) {
      self.entries = entries
      self.seconds = seconds
      self.peakKilobytes = peakKilobytes
    }

    /// Parses ``line``; `nil` when the child printed something else.
    init?(line: String) {
      var fields: [Substring: Substring] = [:]
      for pair in line.split(separator: " ") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { fields[parts[0]] = parts[1] }
      }
      guard let entries = fields["entries"].flatMap({ Int($0) }),
        let seconds = fields["seconds"].flatMap({ Double($0) }),
        let peak = fields["peakKB"].flatMap({ Int($0) })
      else { return nil }
      self.init(entries: entries, seconds: seconds, peakKilobytes: peak)
    }
  }

  /// Replays the log at `path` and prints a ``Report``; exits non-zero on any failure.
  static func run(path: String) -> Int32 {
    do {
      let clock = ContinuousClock()
      let start = clock.now
      let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(
        url: URL(fileURLWithPath: path), feature: "WebViewFeature")
      let replayer = try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: ActionMix.configuration))
      var entries = 0
      while let step = try replayer.next() {
        guard step.verification != .diverged else {
          FileHandle.standardError.write(Data("diverged at line \(step.line)\n".utf8))
          return 1
        }
        entries += 1
      }
      let seconds = (clock.now - start).nanoseconds / 1e9
      print(Report(entries: entries, seconds: seconds, peakKilobytes: PeakMemory.currentProcessKilobytes()).line)
      return 0
    } catch {
      FileHandle.standardError.write(Data("replay failed: \(error)\n".utf8))
      return 1
    }
  }
}
