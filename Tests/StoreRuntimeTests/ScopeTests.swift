import StoreRuntime
import StoreTesting
import TestSupport
import Testing

@MainActor
@Suite struct ScopeTests {
  @Test func aScopedStoreShowsItsPartOfTheParentsState() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    let child = parent.scope(state: \.left, action: \.left)
    parent.send(.left(.tick))
    #expect(child.state == Ticker.State(id: 0, ticks: 1))
  }

  /// An observer of the parent added before the child runs before the child hears of the
  /// change, and still reads the child's new state.
  @Test func aScopedStoresStateIsCurrentEvenBeforeItHearsOfTheChange() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    final class ChildBox {
      var store: Store<Ticker.State, Ticker.Action>?
      var ticksSeen: [Int] = []
    }
    let box = ChildBox()
    let token = parent.observe(\.left.ticks) { _ in
      if let child = box.store { box.ticksSeen.append(child.state.ticks) }
    }
    box.store = parent.scope(state: \.left, action: \.left)
    parent.send(.left(.tick))
    #expect(box.ticksSeen == [1])
    token.cancel()
  }

  @Test func sendingToAScopedStoreSendsTheWrappedActionToTheParent() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: true))
    let child = parent.scope(state: \.left, action: \.left)
    child.send(.tick)
    #expect(parent.state.left.ticks == 1)
    #expect(parent.state.total == 10)
  }

  @Test func observingAScopedStoreFiresOnlyWhenItsPartChanges() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    let child = parent.scope(state: \.left, action: \.left)
    var seen: [Int] = []
    let token = child.observe(\.ticks) { seen.append($0) }
    parent.send(.add)
    parent.send(.left(.tick))
    parent.send(.add)
    #expect(seen == [0, 1])
    token.cancel()
  }

  @Test func aScopedStoresValuesFollowTheParent() async throws {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    let child = parent.scope(state: \.left, action: \.left)
    let values = StreamReader(child.values(of: \.ticks))
    try await waitUntil("the current value") { values.elements.count == 1 }
    parent.send(.left(.tick))
    try await waitUntil("the new value") { values.elements.count == 2 }
    #expect(values.elements == [0, 1])
  }

  @Test func aScopedStoreSharesTheParentsQueue() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: true))
    let child = parent.scope(state: \.left, action: \.left)
    var order: [Int] = []
    let token = parent.observe(\.total) { total in
      order.append(total)
      if total == 1 { child.send(.tick) }
    }
    parent.send(.add)
    // The child's action was queued behind the parent's, not run inside the observer.
    #expect(order == [0, 1, 11])
    token.cancel()
  }

  @Test func scopingToAnOptionalChildIsNilWhileTheChildIsAbsent() {
    let parent = Store(initialState: Modal.State(), reducer: Modal())
    #expect(parent.scope(state: \.ticker, action: \.ticker) == nil)
    parent.send(.present)
    #expect(parent.scope(state: \.ticker, action: \.ticker)?.state == Ticker.State(id: 1))
  }

  @Test func aScopedStoreKeepsItsLastStateOnceItsChildIsGone() throws {
    let parent = Store(initialState: Modal.State(), reducer: Modal())
    parent.send(.present)
    let child = try #require(parent.scope(state: \.ticker, action: \.ticker))
    child.send(.tick)
    parent.send(.dismiss)
    #expect(child.state == Ticker.State(id: 1, ticks: 1))
  }

  @Test func sendingToAScopedStoreWhoseChildIsGoneIsReportedAtTheIfLet() throws {
    let parent = Store(initialState: Modal.State(), reducer: Modal())
    parent.send(.present)
    let child = try #require(parent.scope(state: \.ticker, action: \.ticker))
    parent.send(.dismiss)
    let (_, issues) = IssueReporting.collect { child.send(.tick) }
    #expect(issues.map(\.line) == [Modal.ifLetLine])
    #expect(parent.state.ticker == nil)
  }

  @Test func anElementOfAForEachIsScopedByItsID() throws {
    let parent = Store(initialState: Tabs.State(tabs: [Ticker.State(id: 1), Ticker.State(id: 2)]), reducer: Tabs())
    let second = try #require(parent.scope(state: \.tabs[id: 2], action: \.tabs[id: 2]))
    second.send(.tick)
    #expect(parent.state.tabs[id: 2]?.ticks == 1)
    #expect(parent.state.tabs[id: 1]?.ticks == 0)
    #expect(second.state.ticks == 1)
  }

  @Test func anActionHookOnAScopedStoreSeesTheChildsActionsUnwrapped() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    let child = parent.scope(state: \.left, action: \.left)
    var seen: [(Ticker.Action, Int)] = []
    let token = child.onAction { seen.append(($0.action, $0.state.ticks)) }
    parent.send(.add)
    child.send(.tick)
    #expect(seen.map(\.0) == [.tick])
    #expect(seen.map(\.1) == [1])
    token.cancel()
  }

  @Test func willReduceOnAScopedStoreSeesTheChildsActionsUnwrapped() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    let child = parent.scope(state: \.left, action: \.left)
    var seen: [(Ticker.Action, Int, Int)] = []
    let token = child.willReduce { seen.append(($0.action, $0.sequence, child.state.ticks)) }
    parent.send(.add)
    child.send(.tick)
    #expect(seen.map(\.0) == [.tick])
    #expect(seen.map(\.1) == [2])
    #expect(seen.map(\.2) == [0])
    token.cancel()
    child.send(.tick)
    #expect(seen.count == 1)
  }

  @Test func aScopedStoreKeepsItsParentAlive() {
    weak var weakParent: Store<Counters.State, Counters.Action>?
    let child: Store<Ticker.State, Ticker.Action>
    do {
      let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
      weakParent = parent
      child = parent.scope(state: \.left, action: \.left)
    }
    #expect(weakParent != nil)
    child.send(.tick)
    #expect(child.state.ticks == 1)
  }
}
