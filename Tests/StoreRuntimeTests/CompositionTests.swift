import StoreRuntime
import StoreTesting
import Testing

/// A child with a timer that runs until cancelled, and an id-cancellable job, so that the tests
/// can see which effects composition keeps, namespaces and cancels.
private struct Ticker: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    let id: Int
    var ticks = 0
  }
  enum Action: Equatable, Sendable { case start, tick, stop }
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: "timer")
    case .tick:
      state.ticks += 1
      return .none
    case .stop:
      return .cancel(id: "timer")
    }
  }
}

private struct Modal: Reducer {
  struct State: Equatable, Sendable { var ticker: Ticker.State?; var dismissals = 0 }
  enum Action: Equatable, Sendable, CasePathable {
    case ticker(Ticker.Action)
    case present
    case dismiss

    struct AllCasePaths: Sendable {
      let ticker = CasePath(Action.ticker) { if case .ticker(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  static let ifLetLine: UInt = #line + 15

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .present:
        state.ticker = Ticker.State(id: 1)
      case .dismiss:
        state.ticker = nil
        state.dismissals += 1
      case .ticker:
        break
      }
      return .none
    }
    .ifLet(\.ticker, action: \.ticker) { Ticker() }
  }
}

private struct Tabs: Reducer {
  struct State: Equatable, Sendable { var tabs: IdentifiedArrayOf<Ticker.State> = [] }
  enum Action: Equatable, Sendable, CasePathable {
    case tabs(IdentifiedAction<Int, Ticker.Action>)
    case open(Int)
    case close(Int)

    struct AllCasePaths: Sendable {
      let tabs = CasePath(Action.tabs) { if case .tabs(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  static let forEachLine: UInt = #line + 14

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .open(let id):
        state.tabs.append(Ticker.State(id: id))
      case .close(let id):
        state.tabs.remove(id: id)
      case .tabs:
        break
      }
      return .none
    }
    .forEach(\.tabs, action: \.tabs) { Ticker() }
  }
}

private struct Counters: Reducer {
  struct State: Equatable, Sendable { var left = Ticker.State(id: 0); var total = 0 }
  enum Action: Equatable, Sendable, CasePathable {
    case left(Ticker.Action)
    case add

    struct AllCasePaths: Sendable {
      let left = CasePath(Action.left) { if case .left(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  let countsChildTicks: Bool

  var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.left, action: \.left) { Ticker() }
      Reduce { state, action in
        if case .add = action { state.total += 1 }
        return .none
      }
    }
    if countsChildTicks {
      Reduce { state, action in
        if case .left(.tick) = action { state.total += 10 }
        return .none
      }
    } else {
      EmptyReducer()
    }
  }
}

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
    let store = TestStore(initialState: Modal.State()) { Modal() } withDependencies: { $0.clock = clock }
    await store.send(.present) { $0.ticker = Ticker.State(id: 1) }
    await store.send(.ticker(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(.tick)) { $0.ticker?.ticks = 1 }
    await store.send(.ticker(.stop))
    await store.finish()
  }

  @Test func ifLetCancelsTheChildsEffectsWhenItsStateGoesAway() async {
    let clock = TestClock()
    let store = TestStore(initialState: Modal.State()) { Modal() } withDependencies: { $0.clock = clock }
    await store.send(.present) { $0.ticker = Ticker.State(id: 1) }
    await store.send(.ticker(.start))
    await store.send(.dismiss) {
      $0.ticker = nil
      $0.dismissals = 1
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func anActionForAChildWhoseStateIsNilIsReportedAtTheIfLetLine() async {
    let store = TestStore(initialState: Modal.State()) { Modal() }
    let (_, issues) = await IssueReporting.collect { await store.send(.ticker(.tick)) }
    #expect(issues.count == 1)
    #expect(issues.first?.line == Modal.ifLetLine)
    #expect(issues.first?.fileID.hasSuffix("CompositionTests.swift") == true)
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
    } withDependencies: { $0.clock = clock }
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
    let store = TestStore(initialState: Tabs.State(tabs: [Ticker.State(id: 1)])) { Tabs() } withDependencies: {
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
