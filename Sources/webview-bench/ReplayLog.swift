import ActionLog
import Foundation
import StoreRuntime
import WebViewFeature

/// Writes a synthetic WebViewFeature action log: the action mix repeated, a checkpoint every
/// ``checkpointInterval`` entries, exactly what ``ActionLogEncoder`` would write.
enum ReplayLog {
  static let checkpointInterval = 100

  /// Writes a log of `entries` entries to `url` and returns its size in bytes.
  static func write(entries: Int, to url: URL) throws -> Int {
    let actions = ActionMix.cycle(replies: true)
    let states = expectedStates(actions)
    let start = Date(timeIntervalSince1970: 1_741_944_413.25)
    let encoder = ActionLogEncoder<WebViewFeature.State, WebViewFeature.Action>(startDate: start)
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var buffer = try encoder.encodeHeader(feature: "WebViewFeature", initialState: WebViewFeature.State())
    var size = 0
    for index in 0..<entries {
      let position = index % actions.count
      let checkpoint = (index + 1) % checkpointInterval == 0
        ? states[index < actions.count ? position : actions.count + position] : nil
      let entry = ActionLogEntry(
        sequence: index + 1, date: start.addingTimeInterval(Double(index) * 0.01),
        origin: .external, action: actions[position], checkpoint: checkpoint)
      buffer += try encoder.encodeEntry(entry)
      if buffer.count >= 1 << 20 {
        try handle.write(contentsOf: buffer)
        size += buffer.count
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try handle.write(contentsOf: buffer)
    return size + buffer.count
  }

  /// The state after each action of the first two cycles; later cycles repeat the second.
  private static func expectedStates(_ actions: [WebViewFeature.Action]) -> [WebViewFeature.State] {
    let reducer = WebViewFeature(configuration: ActionMix.configuration)
    return DependencyValues.$current.withValue(ActionMix.testDependencies) {
      var state = WebViewFeature.State()
      return (actions + actions).map { action in
        _ = reducer.reduce(into: &state, action: action)
        return state
      }
    }
  }
}
