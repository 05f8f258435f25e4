import ActionLog

/// Holds the last few entries until their recorded calls have had time to arrive.
///
/// A call is logged when an effect makes it, which can be after later entries were reduced (an
/// effect that ran after the next action). Each recorded call is attached to the entry it names
/// as its cause while that entry is still held; an entry leaves the window, complete, once
/// ``capacity`` newer entries came after it, or at the end of the log.
struct ReportWindow {
  /// How many entries a late call may come after its own.
  static let capacity = 64

  private var held: [EntryReport] = []

  /// Adds `report` and returns the entries that are now complete, oldest first.
  mutating func add(_ report: EntryReport) -> [EntryReport] {
    var report = report
    for call in report.step.entry.calls {
      if call.cause == report.sequence {
        report.recorded.append(call)
      } else if let cause = call.cause, let index = held.lastIndex(where: { $0.sequence == cause }) {
        held[index].recorded.append(call)
      } else {
        report.strays.append(call)
      }
    }
    held.append(report)
    guard held.count > Self.capacity else { return [] }
    return [held.removeFirst()]
  }

  /// Every entry still held, oldest first.
  mutating func drain() -> [EntryReport] {
    defer { held = [] }
    return held
  }
}
