import ActionLog
import Foundation
import StoreRuntime
import WebViewFeature

/// Writes a synthetic WebViewFeature action log: the action mix repeated, a checkpoint every
/// ``checkpointInterval`` entries, in the exact format ``ActionLogEncoder`` writes.
///
/// Each distinct line is encoded once with ``ActionLogEncoder``; the log is then assembled by
/// swapping in each entry's `seq` and `time`, so writing a million entries takes a second, not
/// a JSONEncoder's minute.
enum ReplayLog {
  static let checkpointInterval = 100

  /// Writes a log of `entries` entries to `url` and returns its size in bytes.
  static func write(entries: Int, to url: URL) throws -> Int {
    let actions = ActionMix.cycle(replies: true)
    let states = ActionMix.states(after: actions)
    let start = Date(timeIntervalSince1970: 1_741_944_413.25)
    let encoder = ActionLogEncoder(startDate: start)
    var plain: [Data] = []
    var checkpointed: [Data] = []
    for (position, action) in actions.enumerated() {
      let entry = ActionLogEntry<WebViewFeature.State, WebViewFeature.Action>(sequence: 1, date: start, origin: .external, action: action)
      plain.append(try tail(of: encoder.encodeEntry(entry)))
      let withState = ActionLogEntry(
        sequence: 1, date: start, origin: .external, action: action, checkpoint: states[actions.count + position])
      checkpointed.append(try tail(of: encoder.encodeEntry(withState)))
    }
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var buffer = try encoder.encodeHeader(feature: "WebViewFeature", initialState: WebViewFeature.State())
    var size = 0
    for index in 0..<entries {
      let position = index % actions.count
      // The first cycle starts from the initial state, so its checkpoints are not the repeating ones.
      let hasCheckpoint = (index + 1) % checkpointInterval == 0 && index >= actions.count
      buffer += Data(#"{"seq":\#(index + 1),"time":\#(Double(index) * 0.01)"#.utf8)
      buffer += hasCheckpoint ? checkpointed[position] : plain[position]
      if buffer.count >= 1 << 20 {
        try handle.write(contentsOf: buffer)
        size += buffer.count
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try handle.write(contentsOf: buffer)
    return size + buffer.count
  }

  /// The line from `,"origin":` on: everything after the entry's `seq` and `time`.
  private static func tail(of line: Data) throws -> Data {
    guard let range = line.firstRange(of: Data(#","origin":"#.utf8)) else {
      throw CocoaError(.coderInvalidValue)
    }
    return line[range.lowerBound...]
  }

}
