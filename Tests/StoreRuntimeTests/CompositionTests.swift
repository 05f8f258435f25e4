import StoreRuntime
import StoreTesting
import Testing

@MainActor
@Suite struct CompositionTests {
  @Test func aBodyRunsItsReducersInOrderOnTheSameAction() async {
    let store = TestStore(initialState: Counters.State()) { Counters(countsChildTicks: true) }
    await store.send(.left(.tick)) {
      $0.left.ticks = 1
      $0.total = 10
    }
    await store.send(.add) { $0.total = 11 }
    await store.finish()
  }

  @Test func anIfElseInABodyPicksTheBranchWhenTheBodyIsBuilt() async {
    let store = TestStore(initialState: Counters.State()) { Counters(countsChildTicks: false) }
    await store.send(.left(.tick)) { $0.left.ticks = 1 }
    await store.finish()
  }

  @Test func scopeIgnoresActionsOfOtherCases() {
    var state = Counters.State()
    let effect = Scope<Counters.State, Counters.Action, Ticker>(state: \.left, action: \.left) { Ticker() }
      .reduce(into: &state, action: .add)
    #expect(state == Counters.State())
    #expect(effect.isNone)
  }

  @Test func aCasePathEmbedsAndExtractsItsCaseOnly() {
    let path = Modal.Action.allCasePaths.ticker
    #expect(path.embed(.tick) == .ticker(.tick))
    #expect(path.extract(from: .ticker(.stop)) == .stop)
    #expect(path.extract(from: .present) == nil)
  }

  @Test func ifLetRunsTheChildWhileItsStateExists() async {
    let clock = TestClock()
    let store = TestStore(initialState: Modal.State()) {
      Modal()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.present) { $0.ticker = Ticker.State(id: 1) }
    await store.send(.ticker(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(.tick)) { $0.ticker?.ticks = 1 }
    await store.send(.ticker(.stop))
    await store.finish()
  }

  @Test func aChildsSecondEffectDoesNotCancelItsFirst() async {
    let clock = TestClock()
    let store = TestStore(initialState: Modal.State()) {
      Modal()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.present) { $0.ticker = Ticker.State(id: 1) }
    await store.send(.ticker(.start))
    await store.send(.ticker(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(.tick)) { $0.ticker?.ticks = 1 }
    await store.receive(.ticker(.tick)) { $0.ticker?.ticks = 2 }
    await store.send(.ticker(.stop))
    await store.finish()
  }

  @Test func ifLetCancelsTheChildsEffectsWhenItsStateGoesAway() async {
    let clock = TestClock()
    let store = TestStore(initialState: Modal.State()) {
      Modal()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.present) { $0.ticker = Ticker.State(id: 1) }
    await store.send(.ticker(.start))
    await store.send(.dismiss) {
      $0.ticker = nil
      $0.dismissals = 1
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func ifLetCancelsTheChildsEffectsWhenItIsReplacedByAChildWithAnotherID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Modal.State()) {
      Modal()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.present) { $0.ticker = Ticker.State(id: 1) }
    await store.send(.ticker(.start))
    await store.send(.replace) { $0.ticker = Ticker.State(id: 2) }
    await clock.advance(by: .seconds(5))
    await store.send(.ticker(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(.tick)) { $0.ticker?.ticks = 1 }
    await store.send(.ticker(.stop))
    await store.finish()
  }

  @Test func anActionForAChildWhoseStateIsNilIsReportedAtTheIfLetLine() async {
    let store = TestStore(initialState: Modal.State()) { Modal() }
    let (_, issues) = await IssueReporting.collect { await store.send(.ticker(.tick)) }
    #expect(issues.count == 1)
    #expect(issues.first?.line == Modal.ifLetLine)
    #expect(issues.first?.fileID.hasSuffix("CompositionFixtures.swift") == true)
    #expect(issues.first?.message.contains("\\State.ticker") == true)
    #expect(issues.first?.message.contains(".ticker(.tick)") == true)
    await store.finish()
  }

  @Test func forEachRunsTheAddressedElementOnly() async {
    let store = TestStore(initialState: Tabs.State()) { Tabs() }
    await store.send(.open(1)) { $0.tabs = [Ticker.State(id: 1)] }
    await store.send(.open(2)) { $0.tabs = [Ticker.State(id: 1), Ticker.State(id: 2)] }
    await store.send(.tabs(.element(id: 2, action: .tick))) { $0.tabs[id: 2]?.ticks = 1 }
    await store.finish()
  }

  @Test func forEachKeepsTheSameCancellationIDOfTwoElementsApart() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tabs.State(tabs: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Tabs()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.tabs(.element(id: 1, action: .start)))
    await store.send(.tabs(.element(id: 2, action: .start)))
    await store.send(.tabs(.element(id: 1, action: .stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.tabs(.element(id: 2, action: .tick))) { $0.tabs[id: 2]?.ticks = 1 }
    await store.send(.tabs(.element(id: 2, action: .stop)))
    await store.finish()
  }

  @Test func forEachCancelsARemovedElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tabs.State(tabs: [Ticker.State(id: 1)])) {
      Tabs()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.tabs(.element(id: 1, action: .start)))
    await store.send(.close(1)) { $0.tabs = [] }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func anActionForAMissingElementIsReportedAtTheForEachLine() async {
    let store = TestStore(initialState: Tabs.State()) { Tabs() }
    let (_, issues) = await IssueReporting.collect { await store.send(.tabs(.element(id: 7, action: .tick))) }
    #expect(issues.count == 1)
    #expect(issues.first?.line == Tabs.forEachLine)
    #expect(issues.first?.message.contains("element 7 of \\State.tabs") == true)
    await store.finish()
  }
}

/// Counts how often the total changed, and by how much, with `onChange`.
private struct Totals: Reducer {
  struct State: Equatable, Sendable {
    var total = 0
    var changes: [String] = []
    var announcements: [String] = []
  }
  enum Action: Equatable, Sendable {
    case add(Int)
    case announced(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .add(let amount):
        state.total += amount
        return .send(.announced("added \(amount)"))
      case .announced(let text):
        state.announcements.append(text)
        return .none
      }
    }
    .onChange(of: \.total) { old, new in
      Reduce { state, _ in
        state.changes.append("\(old)->\(new)")
        return .send(.announced("total \(new)"))
      }
    }
  }
}

@MainActor
@Suite struct OnChangeTests {
  @Test func onChangeRunsWithTheOldAndNewValueWhenTheValueChanges() async {
    let store = TestStore(initialState: Totals.State()) { Totals() }
    await store.send(.add(2)) {
      $0.total = 2
      $0.changes = ["0->2"]
    }
    await store.receive(.announced("added 2")) { $0.announcements = ["added 2"] }
    await store.receive(.announced("total 2")) { $0.announcements = ["added 2", "total 2"] }
    await store.finish()
  }

  @Test func onChangeDoesNotRunWhenTheValueStaysTheSameAndTheBaseEffectStillRuns() async {
    let store = TestStore(initialState: Totals.State()) { Totals() }
    await store.send(.add(0))
    await store.receive(.announced("added 0")) { $0.announcements = ["added 0"] }
    await store.finish()
  }

  @Test func onChangeWithRemoveDuplicatesRunsOnlyWhenTheComparisonSaysItChanged() async {
    let store = TestStore(initialState: Totals.State()) { Tens() }
    await store.send(.add(3)) { $0.total = 3 }
    await store.receive(.announced("added 3")) { $0.announcements = ["added 3"] }
    await store.send(.add(8)) {
      $0.total = 11
      $0.changes = ["tens 0->1"]
    }
    await store.receive(.announced("added 8")) { $0.announcements = ["added 3", "added 8"] }
    await store.finish()
  }
}

/// `Totals` whose change handler only counts a change of the tens digit.
private struct Tens: Reducer {
  var body: some Reducer<Totals.State, Totals.Action> {
    Reduce { state, action in
      switch action {
      case .add(let amount):
        state.total += amount
        return .send(.announced("added \(amount)"))
      case .announced(let text):
        state.announcements.append(text)
        return .none
      }
    }
    .onChange(of: \.total, removeDuplicates: { $0 / 10 == $1 / 10 }) { old, new in
      Reduce { state, _ in
        state.changes.append("tens \(old / 10)->\(new / 10)")
        return .none
      }
    }
  }
}
