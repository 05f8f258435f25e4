import Foundation

/// The name of a flight-recorder file: `recording-<start in ms since 1970>[-<n>].wvflight`.
///
/// Names sort by when their session started, so the oldest is pruned first; `n` tells apart
/// sessions that started in the same millisecond (a fixed test clock).
struct RecordingName: Comparable {
  var startMilliseconds: Int64
  var counter: Int

  init(startMilliseconds: Int64, counter: Int) {
    self.startMilliseconds = startMilliseconds
    self.counter = counter
  }

  init?(fileName: String) {
    let suffix = "." + FlightRecording.fileExtension
    guard fileName.hasPrefix("recording-"), fileName.hasSuffix(suffix) else { return nil }
    let parts = fileName.dropFirst("recording-".count).dropLast(suffix.count).split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, let start = Int64(first), parts.count <= 2 else { return nil }
    let counter = parts.count == 2 ? Int(parts[1]) : 1
    guard let counter, counter >= 2 || parts.count == 1 else { return nil }
    self.init(startMilliseconds: start, counter: counter)
  }

  var fileName: String {
    let counterPart = counter > 1 ? "-\(counter)" : ""
    return "recording-\(startMilliseconds)\(counterPart).\(FlightRecording.fileExtension)"
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.startMilliseconds, lhs.counter) < (rhs.startMilliseconds, rhs.counter)
  }
}
