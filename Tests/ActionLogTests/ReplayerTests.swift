import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing

struct ReplayerTests {
  private let scratch = TemporaryFolder()
  private typealias Step = ReplayStep<Toy.State, Toy.Action>
  private static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// A log of `entries`, with the header's initial state when one is given.
  private func log(
    initialState: Toy.State? = Toy.State(),
    _ entries: [ActionLogEntry<Toy.State, Toy.Action>]
  ) throws -> URL {
    let encoder = ActionLogEncoder(startDate: Self.start)
    var data = try encoder.encodeHeader(feature: "Toy", initialState: initialState)
    for entry in entries { data += try encoder.encodeEntry(entry) }
    let url = scratch.newFile("session.jsonl")
    try data.write(to: url)
    return url
  }

  private func entry(
    _ sequence: Int, _ action: Toy.Action, at seconds: Double = 0, checkpoint: Toy.State? = nil
  ) -> ActionLogEntry<Toy.State, Toy.Action> {
    ActionLogEntry(
      sequence: sequence, date: Self.start.addingTimeInterval(seconds), origin: .external, action: action,
      checkpoint: checkpoint)
  }

  private func replay(_ url: URL, reducer: Toy = Toy()) throws -> [Step] {
    let replayer = try ActionLogReplayer(reader: ActionLogReader<Toy.State, Toy.Action>(url: url), reducer: reducer)
    var steps: [Step] = []
    while let step = try replayer.next() { steps.append(step) }
    return steps
  }

  @Test func reducerSeesTheEntryDate() throws {
    let steps = try replay(try log([entry(1, .tick, at: 12.625)]))
    #expect(steps.first?.state.lastTick == Self.start.addingTimeInterval(12.625))
    #expect(steps.first?.time == 12.625)
  }

  @MainActor @Test func eachStepCarriesTheEffectItsReducerReturned() async throws {
    let runs = LockIsolated(0)
    let steps = try replay(try log([entry(1, .increment), entry(2, .fetch)]), reducer: Toy(effectRuns: runs))
    #expect(steps.map(\.effect.isNone) == [true, false])
    // A store that starts the step's effect for `.fetch` and keeps every action it sends back.
    let effect = steps[1].effect
    let sent = Store(initialState: [Toy.Action]()) {
      Reduce<[Toy.Action], Toy.Action> { sent, action in
        guard action == .fetch else {
          sent.append(action)
          return .none
        }
        return effect
      }
    }
    await sent.send(.fetch).finish()
    #expect(runs.value == 1)
    #expect(sent.state == [.fetched(2)])
  }

  @Test func effectsAreNotRun() async throws {
    let runs = LockIsolated(0)
    let steps = try replay(try log([entry(1, .fetch)]), reducer: Toy(effectRuns: runs))
    try await Task.sleep(for: .milliseconds(20))
    #expect(runs.value == 0)
    #expect(steps.map(\.state.pending) == [1])
  }

  @Test func stepListsWhatChanged() throws {
    let steps = try replay(try log([entry(1, .add(4))]))
    #expect(steps.first?.changes == [StateChange(path: "count", old: "0", new: "4")])
  }

  @Test func stepKnowsItsLineAndPreviousState() throws {
    let steps = try replay(try log([entry(1, .add(4)), entry(2, .increment)]))
    #expect(steps.map(\.line) == [2, 3])
    #expect(steps.map(\.previousState.count) == [0, 4])
  }

  @Test func tamperedCheckpointIsReportedAsDivergedWithADiff() throws {
    var wrong = Toy.State()
    wrong.count = 99
    var right = Toy.State()
    right.count = 1
    let steps = try replay(try log([entry(1, .increment, checkpoint: right), entry(2, .increment, checkpoint: wrong)]))
    #expect(steps.map(\.verification) == [.matched, .diverged])
    let diff = try #require(steps.last?.divergence).split(separator: "\n")
    #expect(diff.contains { $0.hasPrefix("-") && $0.contains("count: 99") })
    #expect(diff.contains { $0.hasPrefix("+") && $0.contains("count: 2") })
    #expect(steps.first?.divergence == nil)
  }

  @Test func headerWithoutInitialStateUsesTheGivenOne() throws {
    let url = try log(initialState: nil, [entry(1, .increment)])
    var start = Toy.State()
    start.count = 10
    let replayer = try ActionLogReplayer(
      reader: ActionLogReader<Toy.State, Toy.Action>(url: url), reducer: Toy(), initialState: start)
    #expect(try replayer.next()?.state.count == 11)
  }

  @Test func headerWithoutInitialStateAndNoFallbackIsRefused() throws {
    let url = try log(initialState: nil, [entry(1, .increment)])
    #expect(throws: ActionLogError.missingInitialState) {
      try ActionLogReplayer(reader: ActionLogReader<Toy.State, Toy.Action>(url: url), reducer: Toy())
    }
  }

  @Test func skippedLineMakesTheNextCheckpointTheState() throws {
    var afterThree = Toy.State()
    afterThree.count = 3
    let good = try lines(of: try log([entry(1, .increment), entry(2, .increment), entry(3, .increment, checkpoint: afterThree)]))
    let tampered = [good[0], good[1], "{broken", good[3]].joined(separator: "\n") + "\n"
    let replayer = try ActionLogReplayer(
      reader: ActionLogReader<Toy.State, Toy.Action>(url: try scratch.newFile(containing: tampered)), reducer: Toy())
    #expect(try replayer.next()?.state.count == 1)
    #expect(throws: ActionLogError.self) { try replayer.next() }
    let step = try #require(try replayer.next())
    #expect(step.verification == .resynchronized)
    #expect(step.state.count == 3)
    #expect(replayer.skippedLines == 1)
  }

  @Test func dependenciesInScopeAtCreationAreUsed() throws {
    let url = try log([entry(1, .tick)])
    let replayer = try withDependencies {
      $0.date = .constant(.distantPast)
    } operation: {
      try ActionLogReplayer(reader: ActionLogReader<Toy.State, Toy.Action>(url: url), reducer: Toy())
    }
    #expect(try replayer.next()?.state.lastTick == Self.start)
  }
}
