import Observation
import StoreRuntime
import Testing

/// A store is observable through Swift's Observation, one value at a time: a closure that read a
/// value is called back when an action changes that value, and not for other values or for an
/// action that leaves it equal. Scoped stores are observable the same way.
@MainActor
@Suite struct StoreObservationTests {
  private func dashboard(_ state: Dashboard.State = Dashboard.State()) -> Store<Dashboard.State, Dashboard.Action> {
    Store(initialState: state, reducer: Dashboard())
  }

  @Test func readingAValueTracksThatValue() {
    let store = dashboard()
    let changes = ChangeCount.tracking { store.progress }
    store.send(.setProgress(0.5))
    #expect(changes.value == 1)
  }

  @Test func aChangeToAnotherValueIsNotReported() {
    let store = dashboard()
    let changes = ChangeCount.tracking { store.progress }
    store.send(.setTitle("Checkout"))
    store.send(.panel(.toggle))
    #expect(changes.value == 0)
    store.send(.setProgress(0.5))
    #expect(changes.value == 1)
  }

  @Test func anActionThatLeavesTheValueEqualIsNotReported() {
    let store = dashboard(Dashboard.State(progress: 0.5))
    let changes = ChangeCount.tracking { store.progress }
    store.send(.setProgress(0.5))
    store.send(.nothing)
    #expect(changes.value == 0)
  }

  @Test func theValueReadIsTheCurrentOne() {
    let store = dashboard()
    store.send(.setTitle("Checkout"))
    #expect(store.title == "Checkout")
    #expect(store.panel.field.text == "")
  }

  @Test func readingAgainTracksTheNextChange() {
    let store = dashboard()
    let first = ChangeCount.tracking { store.progress }
    store.send(.setProgress(0.25))
    let second = ChangeCount.tracking { store.progress }
    store.send(.setProgress(0.5))
    #expect(first.value == 1)
    #expect(second.value == 1)
  }

  @Test func aValueReadButNotChangedStaysTrackedAcrossActions() {
    let store = dashboard()
    let changes = ChangeCount.tracking { store.title }
    for step in 1...5 { store.send(.setProgress(Double(step) / 10)) }
    store.send(.setTitle("Done"))
    #expect(changes.value == 1)
  }

  @Test func aClosureReadingSeveralValuesIsCalledOnceByTheFirstChange() {
    let store = dashboard()
    let changes = ChangeCount.tracking { (store.progress, store.title) }
    store.send(.setTitle("Checkout"))
    store.send(.setProgress(1))
    #expect(changes.value == 1)
  }

  @Test func manyClosuresReadingTheSameValueAreEachCalledOnce() {
    let store = dashboard()
    let trackers = (0..<100).map { _ in ChangeCount.tracking { store.progress } }
    let others = (0..<100).map { _ in ChangeCount.tracking { store.title } }
    store.send(.setProgress(1))
    #expect(trackers.allSatisfy { $0.value == 1 })
    #expect(others.allSatisfy { $0.value == 0 })
  }

  @Test func readingTheWholeStateTracksEveryChange() {
    let store = dashboard()
    let whole = ChangeCount.tracking { store.state.progress }
    store.send(.nothing)
    #expect(whole.value == 0)
    store.send(.panel(.field(.touch)))
    #expect(whole.value == 1)
  }

  @Test func aValueThatIsNotEquatableCountsAsChangedWhenAnActionWritesIt() {
    let store = Store(initialState: Journal.State(), reducer: Journal())
    let whole = ChangeCount.tracking { store.state.lines.count }
    store.send(.nothing)
    #expect(whole.value == 0)
    store.send(.write("opened"))
    #expect(whole.value == 1)
  }

  @Test func aTrackerThatReadsAgainWhenCalledHearsOfEveryChange() {
    let store = dashboard()
    let view = Redrawing { store.progress }
    store.send(.setProgress(0.25))
    store.send(.setTitle("Checkout"))
    store.send(.setProgress(0.5))
    #expect(view.seen == [0, 0.25, 0.5])
  }

  @Test func aValueReadTwiceIsReportedOnce() {
    let store = dashboard()
    let view = Redrawing { max(store.progress, store.progress) }
    store.send(.setProgress(0.5))
    #expect(view.seen == [0, 0.5])
  }

  @Test func anActionSentWhenCalledIsProcessedAfterTheOneThatChangedTheValue() {
    let store = dashboard()
    _ = withObservationTracking {
      store.progress
    } onChange: {
      MainActor.assumeIsolated { _ = store.send(.setTitle("Loaded")) }
    }
    store.send(.setProgress(1))
    #expect(store.state.title == "Loaded")
  }

  @Test func aScopedStoreTracksItsOwnValues() {
    let store = dashboard()
    let panel = store.scope(state: \.panel, action: \.panel)
    let isOpen = ChangeCount.tracking { panel.isOpen }
    store.send(.setProgress(1))
    panel.send(.field(.touch))
    #expect(isOpen.value == 0)
    panel.send(.toggle)
    #expect(isOpen.value == 1)
  }

  @Test func aMemberIsTrackedWholeEvenWhenOnlyAPartOfItIsUsed() {
    let store = dashboard()
    let text = ChangeCount.tracking { store.panel.field.text }
    store.send(.panel(.field(.touch)))
    #expect(text.value == 1)
  }

  @Test func aNestedScopeTracksItsValuesThroughBothParents() {
    let store = dashboard()
    let field = store.scope(state: \.panel, action: \.panel).scope(state: \.field, action: \.field)
    let text = ChangeCount.tracking { field.text }
    let edits = ChangeCount.tracking { field.edits }
    store.send(.panel(.toggle))
    #expect(text.value == 0)
    #expect(edits.value == 0)
    field.send(.touch)
    #expect(text.value == 0)
    #expect(edits.value == 1)
    store.send(.panel(.field(.type("a"))))
    #expect(text.value == 1)
  }

  @Test func scopingIntoAnOptionalChildTracksWhetherItIsThere() throws {
    let store = dashboard()
    let appears = ChangeCount.tracking { store.scope(state: \.sheet, action: \.sheet) }
    store.send(.setProgress(1))
    #expect(appears.value == 0)
    store.send(.presentSheet(id: 1))
    #expect(appears.value == 1)

    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet))
    let contents = ChangeCount.tracking { store.scope(state: \.sheet, action: \.sheet) }
    sheet.send(.answer("yes"))
    #expect(contents.value == 0)
    store.send(.presentSheet(id: 2))
    #expect(contents.value == 1)

    let goes = ChangeCount.tracking { store.scope(state: \.sheet, action: \.sheet) }
    store.send(.dismissSheet)
    #expect(goes.value == 1)
  }

  @Test func aChildThatWentAwayKeepsItsLastValueAndReportsNothingMore() throws {
    let store = dashboard()
    store.send(.presentSheet(id: 1))
    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet))
    sheet.send(.answer("yes"))
    let answer = ChangeCount.tracking { sheet.answer }
    store.send(.dismissSheet)
    store.send(.setProgress(1))
    #expect(answer.value == 0)
    #expect(sheet.answer == "yes")
  }

  @Test func anElementsStoreTracksItsValues() throws {
    let store = Store(initialState: Tabs.State(tabs: [Ticker.State(id: 1), Ticker.State(id: 2)]), reducer: Tabs())
    let first = try #require(store.scope(state: \.tabs[id: 1], action: \.tabs[id: 1]))
    let second = try #require(store.scope(state: \.tabs[id: 2], action: \.tabs[id: 2]))
    let firstTicks = ChangeCount.tracking { first.ticks }
    let secondTicks = ChangeCount.tracking { second.ticks }
    second.send(.tick)
    #expect(firstTicks.value == 0)
    #expect(secondTicks.value == 1)
  }

  @Test func theUIKitObserverStillSeesEveryChangeBesideObservation() {
    let store = dashboard()
    var seen: [Double] = []
    let token = store.observe(\.progress) { seen.append($0) }
    let changes = ChangeCount.tracking { store.progress }
    store.send(.setProgress(0.5))
    store.send(.setProgress(1))
    #expect(seen == [0, 0.5, 1])
    #expect(changes.value == 1)
    token.cancel()
  }
}
