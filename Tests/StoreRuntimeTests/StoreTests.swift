import Foundation
import StoreRuntime
import StoreTesting
import TestSupport
import Testing

@MainActor
@Suite struct StoreTests {
  init() { TestIssueReporter.install() }

  @Test func sendReducesSynchronously() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    store.send(.tap("x"))
    #expect(store.state.log == ["x"])
  }

  @Test func sendEffectIsProcessedAfterTheActionThatReturnedIt() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    store.send(.chain("first", then: "second"))
    #expect(store.state.log == ["first", "second"])
  }

  @Test func actionsSentByAnObserverAreQueuedInOrderNotRecursive() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var seen: [[String]] = []
    let token = store.observe(\.log) { log in
      seen.append(log)
      if log == ["a"] {
        store.send(.tap("from-observer-1"))
        store.send(.tap("from-observer-2"))
        // Queued, not processed yet: the reducer has not run recursively.
        #expect(store.state.log == ["a"])
      }
    }
    store.send(.tap("a"))
    #expect(store.state.log == ["a", "from-observer-1", "from-observer-2"])
    #expect(seen == [[], ["a"], ["a", "from-observer-1"], ["a", "from-observer-1", "from-observer-2"]])
    token.cancel()
  }

  @Test func mergeSendsChildEffectsInTheirOrder() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    store.send(.merged)
    #expect(store.state.log == ["a", "b"])
  }

  @Test func finishWaitsForTheEffectsTheActionStarted() async throws {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let task = store.send(.echoAfterAsync("late"))
    #expect(store.state.log == [])
    // `finish()` is what is tested, so it is called directly: the effect only yields once.
    await task.finish()
    #expect(store.state.log == ["late"])
  }

  @Test func concatenateStartsEachEffectAfterThePreviousOneEnds() async throws {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) { $0.clock = clock }
    let task = store.send(.concatenated)
    await clock.advance(by: .seconds(1))
    #expect(store.state.log == [])
    await clock.advance(by: .seconds(1))
    try await finish(task)
    #expect(store.state.log == ["slow", "fast"])
  }

  @Test func cancelByIDStopsTheEffectAndDropsItsActions() async throws {
    let clock = TestClock()
    let effects = EffectLog()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.clock = clock
      $0.effectMonitor = effects
    }
    let task = store.send(.startTimer(id: "t", after: .seconds(1), reply: "fired"))
    store.send(.cancel(id: "t"))
    try await finish(task)
    await clock.run()
    #expect(store.state.log == [])
    #expect(effects.isIdle)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aCancelledEffectThatSendsAnywayChangesNothing() async throws {
    let clock = TestClock()
    let store = Store(initialState: Persistent.State(), reducer: Persistent()) { $0.clock = clock }
    let task = store.send(.start)
    await clock.advance()
    store.send(.stop)
    try await finish(task)
    #expect(store.state.late == 0)
  }

  /// A long-lived store must not keep the id of every effect it ever ran.
  @Test func aCancellableEffectThatEndsReleasesItsID() async throws {
    let clock = TestClock()
    var first: ObjectID? = ObjectID()
    var second: ObjectID? = ObjectID()
    weak var firstID: ObjectID?
    weak var secondID: ObjectID?
    firstID = first
    secondID = second
    let store = Store(
      initialState: 0,
      reducer: Reduce<Int, ObjectID?> { state, id in
        guard let id else { state += 1; return .none }
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(id === firstID ? 1 : 2))
          await send(nil)
        }
        .cancellable(id: id)
      }
    ) { $0.clock = clock }
    let firstTask = store.send(first)
    let secondTask = store.send(second)
    first = nil
    second = nil
    #expect(firstID != nil)
    await clock.advance(by: .seconds(1))
    try await finish(firstTask)
    #expect(firstID == nil)
    #expect(secondID != nil)
    await clock.advance(by: .seconds(1))
    try await finish(secondTask)
    #expect(store.state == 2)
    #expect(secondID == nil)
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async throws {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) { $0.clock = clock }
    store.send(.startTimer(id: "t", after: .seconds(1), reply: "first"))
    let second = store.send(.startTimer(id: "t", after: .seconds(1), reply: "second"))
    await clock.advance(by: .seconds(1))
    try await finish(second)
    #expect(store.state.log == ["second"])
    #expect(clock.sleeperCount == 0)
  }

  @Test func storeTaskCancelCancelsItsEffects() async throws {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) { $0.clock = clock }
    let task = store.send(.startTimer(id: "t", after: .seconds(1), reply: "fired"))
    task.cancel()
    try await finish(task)
    #expect(task.isCancelled)
    await clock.run()
    #expect(store.state.log == [])
  }

  @Test func releasingTheStoreCancelsItsEffects() async throws {
    let clock = TestClock()
    var store: Store<Recorder.State, Recorder.Action>? = Store(
      initialState: Recorder.State(), reducer: Recorder()
    ) { $0.clock = clock }
    let task = store!.send(.startTimer(id: "t", after: .seconds(5), reply: "never"))
    weak var weakStore: Store<Recorder.State, Recorder.Action>?
    weakStore = store
    store = nil
    try await finish(task)
    #expect(weakStore == nil)
    #expect(task.isCancelled)
    #expect(clock.sleeperCount == 0)
  }

  @Test func effectsSeeTheStoresDependencies() async throws {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) { $0.clock = clock }
    let task = store.send(.startTimer(id: "t", after: .seconds(3), reply: "done"))
    await clock.advance(by: .seconds(3))
    try await finish(task)
    #expect(store.state.log == ["done"])
  }

  @Test func reducerSeesOverriddenDate() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.date = .constant(Date(timeIntervalSince1970: 42))
    }
    store.send(.readDate)
    #expect(store.state.log == ["42.0"])
  }

  @Test func observationFiresOnlyWhenTheValueChanges() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var counts: [Int] = []
    let token = store.observe(\.count) { counts.append($0) }
    store.send(.tap("does not touch count"))
    store.send(.increment)
    store.send(.tap("still not"))
    store.send(.increment)
    #expect(counts == [0, 1, 2])
    token.cancel()
    store.send(.increment)
    #expect(counts == [0, 1, 2])
  }

  @Test func anObservationTokenStopsOnceHoweverOftenItIsCancelled() {
    var stops = 0
    var token: ObservationToken? = ObservationToken { stops += 1 }
    token?.cancel()
    token?.cancel()
    token = nil
    #expect(stops == 1)
  }

  @Test func releasingTheObservationTokenStopsCallbacks() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var counts: [Int] = []
    var token: ObservationToken? = store.observe(\.count) { counts.append($0) }
    store.send(.increment)
    #expect(token != nil)
    token = nil
    store.send(.increment)
    #expect(counts == [0, 1])
  }

  @Test func aSlowValuesConsumerSeesOnlyTheNewestValue() async throws {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let values = StreamReader(store.values(of: \.count))
    store.send(.increment)
    store.send(.increment)
    store.send(.increment)
    try await waitUntil("a value") { !values.elements.isEmpty }
    #expect(values.elements == [3])
  }

  @Test func valuesStreamYieldsCurrentThenChanges() async throws {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let values = StreamReader(store.values(of: \.count))
    try await waitUntil("the current value") { values.elements.count == 1 }
    store.send(.tap("no change"))
    store.send(.increment)
    try await waitUntil("the new value") { values.elements.count == 2 }
    #expect(values.elements == [0, 1])
  }

  @Test func valuesStreamEndsWhenTheStoreIsReleased() async throws {
    var store: Store<Recorder.State, Recorder.Action>? = Store(initialState: Recorder.State(), reducer: Recorder())
    let values = StreamReader(store!.values(of: \.count))
    store = nil
    try await waitUntil("the stream to end") { values.isFinished }
    #expect(values.elements == [0])
  }

  @Test func observersRunInTheOrderTheyWereAdded() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var calls: [String] = []
    let tokens = (0..<20).map { index in
      store.observe(\.count) { _ in calls.append("observer \(index)") }
    }
    calls.removeAll()
    store.send(.increment)
    #expect(calls == (0..<20).map { "observer \($0)" })
    tokens.forEach { $0.cancel() }
  }

  /// A callback that cancels the observer after its own leaves the rest of the walk intact: no
  /// observer is called twice, none is skipped, and the cancelled one is not called again.
  @Test func anObserverCancelledByAnotherDuringACallbackIsNotCalledAndNoOneIsSkipped() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var calls: [String] = []
    var second: ObservationToken?
    let first = store.observe(\.count) { count in
      calls.append("first \(count)")
      if count == 1 { second?.cancel() }
    }
    second = store.observe(\.count) { calls.append("second \($0)") }
    let third = store.observe(\.count) { calls.append("third \($0)") }
    calls.removeAll()
    store.send(.increment)
    store.send(.increment)
    #expect(calls == ["first 1", "third 1", "first 2", "third 2"])
    first.cancel()
    third.cancel()
  }

  @Test func anObserverThatCancelsItselfDuringACallbackDoesNotMakeTheNextOneMissTheChange() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var calls: [String] = []
    var first: ObservationToken?
    first = store.observe(\.count) { count in
      calls.append("first \(count)")
      if count == 1 { first?.cancel() }
    }
    let second = store.observe(\.count) { calls.append("second \($0)") }
    let third = store.observe(\.count) { calls.append("third \($0)") }
    calls.removeAll()
    store.send(.increment)
    store.send(.increment)
    #expect(calls == ["first 1", "second 1", "third 1", "second 2", "third 2"])
    second.cancel()
    third.cancel()
  }

  @Test func anObserverAddedByACallbackHearsOfChangesFromTheNextActionOn() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var calls: [String] = []
    var added: ObservationToken?
    let first = store.observe(\.count) { count in
      calls.append("first \(count)")
      if count == 1 { added = store.observe(\.count) { calls.append("added \($0)") } }
    }
    store.send(.increment)
    store.send(.increment)
    #expect(calls == ["first 0", "first 1", "added 1", "first 2", "added 2"])
    first.cancel()
    added?.cancel()
  }

  /// An observer added and cancelled during one walk does not end the walk early.
  @Test func anObserverAddedAndCancelledDuringACallbackLeavesTheWalkWhole() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var calls: [String] = []
    let first = store.observe(\.count) { count in
      calls.append("first \(count)")
      if count == 1 { store.observe(\.count) { calls.append("added \($0)") }.cancel() }
    }
    let second = store.observe(\.count) { calls.append("second \($0)") }
    calls.removeAll()
    store.send(.increment)
    #expect(calls == ["first 1", "added 1", "second 1"])
    first.cancel()
    second.cancel()
  }

  /// An observer removed while observers are being called is released then, not kept.
  @Test func anObserverThatCancelsItselfDuringACallbackIsReleased() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var captured: ObjectID? = ObjectID()
    weak var released: ObjectID?
    released = captured
    var token: ObservationToken?
    token = store.observe(\.count) { [captured] count in
      if count == 1 { withExtendedLifetime(captured) { token?.cancel() } }
    }
    let other = store.observe(\.count) { _ in }
    captured = nil
    #expect(released != nil)
    store.send(.increment)
    #expect(released == nil)
    store.send(.increment)
    other.cancel()
  }

  /// An observer of a computed value cannot be checked byte-wise, so once one is added every
  /// action walks the observers, even when every stored value observed stayed the same.
  @Test func anObserverOfAComputedValueAddedAfterAStoredOneStillSeesItsChange() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var counts: [Int] = []
    var entries: [Bool] = []
    let count = store.observe(\.count) { counts.append($0) }
    let hasEntries = store.observe(\.hasEntries) { entries.append($0) }
    store.send(.tap("x"))
    #expect(counts == [0])
    #expect(entries == [false, true])
    count.cancel()
    hasEntries.cancel()
  }

  @Test func anObserverOfAComputedValueIsCalledOnlyWhenItChanges() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var seen: [Bool] = []
    let token = store.observe(\.hasEntries) { seen.append($0) }
    store.send(.increment)
    store.send(.tap("a"))
    store.send(.tap("b"))
    #expect(seen == [false, true])
    token.cancel()
  }

  @Test func anObserverOfAStringIsCalledWhenItsContentsChangeNotItsStorage() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var seen: [[String]] = []
    let token = store.observe(\.log) { seen.append($0) }
    store.send(.tap("a"))
    store.send(.increment)
    #expect(seen == [[], ["a"]])
    token.cancel()
  }

  @Test func actionHooksRunInTheOrderTheyWereAdded() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    var calls: [Int] = []
    let tokens = (0..<20).map { index in store.onAction { _ in calls.append(index) } }
    store.send(.increment)
    #expect(calls == Array(0..<20))
    tokens.forEach { $0.cancel() }
  }

  @Test func cancellingAnActionHookStopsThatHookOnly() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    var calls: [String] = []
    let first = store.onAction { _ in calls.append("first") }
    let second = store.onAction { _ in calls.append("second") }
    first.cancel()
    store.send(.increment)
    second.cancel()
    store.send(.increment)
    #expect(calls == ["second"])
  }

  @Test func callSitesAreEqualExactlyWhenTheyNameTheSamePosition() {
    func site(line: UInt = 7, column: UInt = 3) -> CallSite {
      CallSite(fileID: "App/Screen.swift", filePath: "/src/App/Screen.swift", line: line, column: column)
    }
    #expect(site() == site())
    #expect(site() != site(line: 8))
    #expect(site() != site(column: 4))
    #expect(site() != CallSite(fileID: "App/Other.swift", filePath: "/src/App/Screen.swift", line: 7, column: 3))
    #expect(site() != CallSite(fileID: "App/Screen.swift", filePath: "/src/App/Other.swift", line: 7, column: 3))
  }

  @Test func actionHookSeesEveryActionWithItsOriginStateAndPinnedDate() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.date = .constant(Date(timeIntervalSince1970: 7))
    }
    var seen: [ReducedAction<Recorder.State, Recorder.Action>] = []
    let token = store.onAction { seen.append($0) }
    store.send(.chain("one", then: "two"))
    #expect(seen.map(\.action) == [.chain("one", then: "two"), .tap("two")])
    #expect(seen.map(\.origin) == [.external, .effect])
    #expect(seen.map(\.state.log) == [["one"], ["one", "two"]])
    #expect(seen.map(\.sequence) == [1, 2])
    #expect(seen.allSatisfy { $0.date == Date(timeIntervalSince1970: 7) })
    token.cancel()
  }

  @Test func willReduceSeesEachActionBeforeTheReducerWithTheDateTheReducerWillSee() {
    let reads = LockIsolated(0.0)
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.date = DateGenerator {
        Date(
          timeIntervalSince1970: reads.withValue {
            $0 += 1; return $0
          })
      }
    }
    var events: [String] = []
    let before = store.willReduce { incoming in
      events.append(
        "will \(incoming.action) #\(incoming.sequence) \(incoming.origin) at \(incoming.date.timeIntervalSince1970) log \(store.state.log)")
    }
    let after = store.onAction { reduced in
      events.append("did \(reduced.action) #\(reduced.sequence) at \(reduced.date.timeIntervalSince1970) log \(reduced.state.log)")
    }
    store.send(.chain("one", then: "two"))
    #expect(
      events == [
        #"will chain("one", then: "two") #1 external at 1.0 log []"#,
        #"did chain("one", then: "two") #1 at 1.0 log ["one"]"#,
        #"will tap("two") #2 effect at 2.0 log ["one"]"#,
        #"did tap("two") #2 at 2.0 log ["one", "two"]"#,
      ])
    before.cancel()
    after.cancel()
  }

  @Test func cancellingWillReduceStopsItAndTheDateIsNoLongerPinned() {
    let reads = LockIsolated(0)
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.date = DateGenerator {
        Date(
          timeIntervalSince1970: Double(
            reads.withValue {
              $0 += 1; return $0
            }))
      }
    }
    var seen = 0
    let token = store.willReduce { _ in seen += 1 }
    store.send(.increment)
    #expect(reads.value == 1)
    token.cancel()
    store.send(.increment)
    #expect(seen == 1)
    // Without a hook the store reads no date of its own: the Recorder reducer does not read one.
    #expect(reads.value == 1)
  }

  /// A test step's location reaches library code that reports on the user's behalf while the
  /// reducer runs, also when an action hook makes the store reduce with a pinned date.
  @Test func anIssueFoundWhileReducingWithAnActionHookPointsAtTheTestStep() {
    let store = Store(
      initialState: 0,
      reducer: Reduce<Int, Bool> { _, _ in
        reportIssueAtUserLocation("found while reducing")
        return .none
      }
    ) {
      $0.date = .constant(Date(timeIntervalSince1970: 7))
    }
    let step = CallSite(fileID: "App/StepTests.swift", filePath: "/src/App/StepTests.swift", line: 12, column: 5)
    let token = store.onAction { _ in }
    let (_, issues) = IssueReporting.collect { IssueReporting.$userLocation.withValue(step) { store.send(true) } }
    #expect(issues.map(\.fileID) == ["App/StepTests.swift"])
    #expect(issues.map(\.line) == [12])
    token.cancel()
  }

  /// With an action hook installed, the reducer reads the very date the hook records, even from
  /// a clock that moves on every read: a log replays with the dates the reducer saw.
  @Test func theReducerReadsTheDateTheActionHookRecords() {
    let reads = LockIsolated(0.0)
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.date = DateGenerator {
        Date(
          timeIntervalSince1970: reads.withValue {
            $0 += 1; return $0
          })
      }
    }
    var dates: [Date] = []
    let token = store.onAction { dates.append($0.date) }
    store.send(.readDate)
    store.send(.readDate)
    #expect(dates.map { "\($0.timeIntervalSince1970)" } == store.state.log)
    #expect(store.state.log == ["1.0", "2.0"])
    token.cancel()
  }

  /// While an action hook pins the date, the reducer still reads the store's dependencies as
  /// they are now: a change made between two actions reaches the second.
  @Test func withAnActionHookTheReducerSeesDependenciesChangedBetweenActions() {
    let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let second = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
    let store = Store(
      initialState: [UUID](),
      reducer: Reduce<[UUID], String> { state, _ in
        @Dependency(\.uuid) var uuid
        state.append(uuid())
        return .none
      }
    ) {
      $0.uuid = .constant(first)
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    let token = store.onAction { _ in }
    store.send("a")
    store.dependencies.uuid = .constant(second)
    store.send("b")
    #expect(store.state == [first, second])
    token.cancel()
  }

  /// An effect reads the date its action was reduced with, however many actions the store
  /// reduces before it runs.
  @Test func anEffectReadsThePinnedDateOfTheActionThatStartedIt() async {
    let reads = LockIsolated(0.0)
    let store = Store(
      initialState: [String](),
      reducer: Reduce<[String], String> { state, action in
        switch action {
        case "start":
          return .run { send in
            @Dependency(\.date) var date
            await send("saw \(date.now.timeIntervalSince1970)")
          }
        case "other":
          return .none
        default:
          state.append(action)
          return .none
        }
      }
    ) {
      $0.date = DateGenerator {
        Date(
          timeIntervalSince1970: reads.withValue {
            $0 += 1; return $0
          })
      }
    }
    let token = store.onAction { _ in }
    let task = store.send("start")
    store.send("other")
    await task.finish()
    #expect(store.state == ["saw 1.0"])
    token.cancel()
  }

  /// Only while an action hook listens does the store read the date for every action: a test
  /// that never overrides `\.date` must not hear about it once the hook is gone.
  @Test func afterItsLastActionHookIsCancelledTheStoreNoLongerReadsTheDate() {
    let reads = LockIsolated(0)
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.date = DateGenerator {
        reads.withValue { $0 += 1 }
        return Date(timeIntervalSince1970: 0)
      }
    }
    let token = store.onAction { _ in }
    store.send(.increment)
    #expect(reads.value == 1)
    token.cancel()
    store.send(.increment)
    #expect(reads.value == 1)
  }

  @Test func anEffectErrorWithoutHandlerIsReported() async throws {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let (_, issues) = try await IssueReporting.collect { try await finish(store.send(.failing)) }
    #expect(issues.count == 1)
  }
}

/// An effect that swallows its cancellation and sends anyway.
private struct Persistent: Reducer {
  struct State: Equatable, Sendable { var late = 0 }
  enum Action: Equatable, Sendable { case start, stop, late }
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        try? await clock.sleep(for: .seconds(60))
        await send(.late)
      }
      .cancellable(id: "persistent")
    case .stop:
      return .cancel(id: "persistent")
    case .late:
      state.late += 1
      return .none
    }
  }
}

/// An effect that sends two actions, each of which starts an effect of its own.
private struct Fanout: Reducer {
  struct State: Equatable, Sendable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case go, both
    case start(String, yields: Int)
    case done(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .both:
      return .merge(
        reduce(into: &state, action: .start("quick", yields: 1)),
        reduce(into: &state, action: .start("slow", yields: 3)))
    case .go:
      return .run { send in
        await send(.start("quick", yields: 1))
        await send(.start("slow", yields: 3))
      }
    case .start(let name, let yields):
      return .run { send in
        for _ in 0..<yields { await Task.yield() }
        await send(.done(name))
      }
    case .done(let name):
      state.log.append(name)
      return .none
    }
  }
}

@MainActor
struct FanoutTests {
  @Test func finishWaitsForEveryEffectStartedByTheActionsAnEffectSent() async {
    let store = Store(initialState: Fanout.State(), reducer: Fanout())
    // `finish()` is what is tested, so it is called directly: the effects only yield a few times.
    await store.send(.go).finish()
    #expect(store.state.log == ["quick", "slow"])
  }

  @Test func finishWaitsForEveryEffectTheActionStarted() async {
    let store = Store(initialState: Fanout.State(), reducer: Fanout())
    await store.send(.both).finish()
    #expect(store.state.log == ["quick", "slow"])
  }
}

/// A state whose observed value is neither 1, 8 nor 16 bytes long, so the store compares it
/// with `memcmp` rather than with one or two loads.
private struct Plotter: Reducer {
  struct Point: Equatable, Sendable {
    var x = 0
    var y = 0
    var z = 0
  }
  struct State: Equatable, Sendable { var point = Point() }
  enum Action: Equatable, Sendable { case moveZ(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .moveZ(let z):
      state.point.z = z
      return .none
    }
  }
}

@MainActor
struct ObservedSizesTests {
  @Test func anObserverOfA24ByteValueIsCalledWhenItChangesAndOnlyThen() {
    let store = Store(initialState: Plotter.State(), reducer: Plotter())
    var seen: [Int] = []
    let token = store.observe(\.point) { seen.append($0.z) }
    store.send(.moveZ(3))
    store.send(.moveZ(3))
    store.send(.moveZ(5))
    // The old bytes exceed the new by exactly one, so a comparison that took memcmp's 1 for
    // "equal" would miss it.
    store.send(.moveZ(4))
    #expect(seen == [0, 3, 5, 4])
    token.cancel()
  }
}

/// A 16-byte observed value (a short `String`, stored inline) whose change touches one word.
private struct Labeler: Reducer {
  struct State: Equatable, Sendable {
    var label = "ab"
    var isBold = false
  }
  enum Action: Equatable, Sendable {
    case relabel(String)
    case bold(Bool)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .relabel(let label):
      state.label = label
      return .none
    case .bold(let isBold):
      state.isBold = isBold
      return .none
    }
  }
}

extension ObservedSizesTests {
  @Test func anObserverOfAShortStringSeesAChangeOfOneCharacter() {
    let store = Store(initialState: Labeler.State(), reducer: Labeler())
    var seen: [String] = []
    let token = store.observe(\.label) { seen.append($0) }
    store.send(.relabel("ac"))
    store.send(.relabel("ac"))
    #expect(seen == ["ab", "ac"])
    token.cancel()
  }

  @Test func anObserverOfAOneByteValueIsCalledWhenItChangesAndOnlyThen() {
    let store = Store(initialState: Labeler.State(), reducer: Labeler())
    var seen: [Bool] = []
    let token = store.observe(\.isBold) { seen.append($0) }
    store.send(.bold(true))
    store.send(.bold(true))
    store.send(.relabel("x"))
    #expect(seen == [false, true])
    token.cancel()
  }

  /// A short string's last bytes and its length share the second of its two words.
  @Test func anObserverOfAShortStringSeesAChangeInItsSecondWord() {
    let store = Store(initialState: Labeler.State(label: "abcdefgh1"), reducer: Labeler())
    var seen: [String] = []
    let token = store.observe(\.label) { seen.append($0) }
    store.send(.relabel("abcdefgh2"))
    #expect(seen == ["abcdefgh1", "abcdefgh2"])
    token.cancel()
  }

  @Test func anObserverAfterOneWhoseValueStayedIsCalledWhenItsOwnChanges() {
    let store = Store(initialState: Labeler.State(), reducer: Labeler())
    var labels: [String] = []
    var bold: [Bool] = []
    let first = store.observe(\.label) { labels.append($0) }
    let second = store.observe(\.isBold) { bold.append($0) }
    store.send(.bold(true))
    #expect(labels == ["ab"])
    #expect(bold == [false, true])
    first.cancel()
    second.cancel()
  }

  @Test func anObserverCancelledBetweenActionsIsReleasedAtOnce() {
    let store = Store(initialState: Labeler.State(), reducer: Labeler())
    var captured: ObjectID? = ObjectID()
    weak var released: ObjectID?
    released = captured
    let first = store.observe(\.label) { [captured] _ in withExtendedLifetime(captured) {} }
    let second = store.observe(\.label) { _ in }
    captured = nil
    #expect(released != nil)
    first.cancel()
    #expect(released == nil)
    second.cancel()
  }
}

@MainActor
struct StoreTaskTests {
  @Test func aSendThatStartedNoEffectCountsAsCancelled() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    #expect(store.send(.increment).isCancelled)
  }
}
