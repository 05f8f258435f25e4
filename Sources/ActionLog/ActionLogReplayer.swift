import Foundation
import StoreRuntime

/// Replays an action log through a reducer, one entry at a time, and checks checkpoints.
///
/// Only the reducer runs: the effects it returns are not run, because every action they fed
/// back is already in the log. Each step carries its effect (``ReplayStep/effect``) for a tool
/// that wants to see what it would ask of the outside world. While an entry is reduced, `\.date` is the entry's recorded
/// date; every other dependency is the one in scope when the replayer was created (wrap the
/// creation in `withDependencies` to change them; effects capture them too). The same log therefore replays to the same
/// states every time, and a log recorded with ``ActionRecorder`` reproduces the recorded
/// store's states exactly.
///
/// ```swift
/// let reader = try ActionLogReader<Feature.State, Feature.Action>(url: logURL)
/// let replay = try ActionLogReplayer(reader: reader, reducer: Feature())
/// while let step = try replay.next() {
///   if step.verification == .diverged { print("line \(step.line)\n\(step.divergence!)") }
/// }
/// ```
public final class ActionLogReplayer<R: Reducer> where R.State: Equatable & Decodable, R.Action: Decodable {
  /// The log's header.
  public var header: ActionLogHeader<R.State> { reader.header }
  /// The state after the last replayed entry (the initial state before the first).
  public var state: R.State { replayedState }
  /// How many malformed lines ``next()`` has thrown for so far.
  public var skippedLines: Int { skipped }

  // Internal but usable from inlinable code: ``next()`` is compiled into the caller, where the
  // state and action types are known, so the per-entry work costs no generic metadata lookups.
  @usableFromInline var replayedState: R.State
  @usableFromInline var skipped = 0
  @usableFromInline let reader: ActionLogReader<R.State, R.Action>
  @usableFromInline let startDate: Date
  @usableFromInline let reducer: R
  @usableFromInline let dependencies: PreparedDependencies
  /// The date `\.date` gives while an entry is reduced: set once per entry, read by the
  /// dependency installed at creation, so the dependencies are not rebuilt per entry.
  @usableFromInline let entryDate: ReplayDate
  @usableFromInline var needsResynchronization = false
  /// The sequence of the last entry read: an entry after a gap follows entries the log left out.
  @usableFromInline var lastSequence: Int?

  /// Prepares a replay of `reader`'s entries, starting from the header's initial state.
  ///
  /// - Parameters:
  ///   - reader: The log, opened; the replay reads its entries in order.
  ///   - reducer: The feature's reducer, configured as the app that recorded the log was.
  ///   - initialState: Used only when the header has no initial state.
  /// - Throws: ``ActionLogError/missingInitialState`` when neither has one.
  public init(
    reader: ActionLogReader<R.State, R.Action>,
    reducer: R,
    initialState: R.State? = nil
  ) throws(ActionLogError) {
    guard let start = reader.header.initialState ?? initialState else { throw .missingInitialState }
    self.reader = reader
    self.startDate = reader.header.startDate
    self.reducer = reducer
    self.replayedState = start
    let entryDate = ReplayDate(reader.header.startDate)
    var dependencies = DependencyValues.current
    dependencies.date = entryDate.generator
    self.dependencies = PreparedDependencies(dependencies)
    self.entryDate = entryDate
  }

  /// Reads and replays the next entry; `nil` at the end of the log.
  ///
  /// After a thrown ``ActionLogError/malformedLine(line:reason:)`` the replay can go on: the
  /// bad line is skipped, and since its action is lost the next checkpoint is adopted instead
  /// of compared (``ReplayStep/Verification/resynchronized``). Other errors end the replay. The
  /// same holds after an entry written elided (``ActionLogEntry/isElided``) and after a gap in
  /// the entries' sequence (an entry a flight recorder could not fit, left out).
  @inlinable
  public func next() throws(ActionLogError) -> ReplayStep<R.State, R.Action>? {
    let entry: ActionLogEntry<R.State, R.Action>
    do {
      guard let next = try reader.next() else { return nil }
      entry = next
    } catch {
      if error.isSkippable {
        skipped += 1
        needsResynchronization = true
      }
      throw error
    }
    // An entry left out (too large for a flight recorder's ring) or written elided changed the
    // device's state in a way the replay cannot follow: the next checkpoint is adopted.
    if let lastSequence, entry.sequence != lastSequence + 1 { needsResynchronization = true }
    lastSequence = entry.sequence
    if entry.isElided { needsResynchronization = true }
    let previous = replayedState
    entryDate.date = entry.date
    let effect = dependencies.run { reducer.reduce(into: &replayedState, action: entry.action) }
    var verification = ReplayStep<R.State, R.Action>.Verification.unchecked
    if let checkpoint = entry.checkpoint {
      if needsResynchronization {
        replayedState = checkpoint
        // An elided line's checkpoint may be elided itself: the next one is adopted too.
        needsResynchronization = entry.isElided
        verification = .resynchronized
      } else {
        verification = checkpoint == replayedState ? .matched : .diverged
      }
    }
    return ReplayStep(
      entry: entry, line: reader.lineNumber, time: entry.date.timeIntervalSince(startDate),
      previousState: previous, state: replayedState, verification: verification, effect: effect)
  }

  /// The input's progress: bytes read so far and the total when known.
  public var progress: (bytesRead: Int, byteCount: Int?) {
    (reader.bytesRead, reader.byteCount)
  }
}
