import StoreRuntime
import TestSupport
import Testing

/// The flags the store's hot path checks instead of its collections: a flag that says "nothing
/// there" when something is loses actions, and one that says "something there" when nothing is
/// makes every action pay for a walk over nothing. Behaviour alone cannot tell the second kind,
/// so these tests read the flags (`Store.bookkeeping`, package).
@MainActor
@Suite struct StoreBookkeepingTests {
  @Test func aNewStoreHasNothingQueuedAndNobodyListening() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    #expect(!store.bookkeeping.queueNeedsDraining)
    #expect(!store.bookkeeping.hasListeners)
    #expect(!store.bookkeeping.observersHoldPlaceholders)
  }

  @Test func theQueueIsDrainedAndKeepsItsStorageAfterASendThatQueued() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    store.send(.chain("first", then: "second"))
    #expect(store.state.log == ["first", "second"])
    #expect(!store.bookkeeping.queueNeedsDraining)
    #expect(store.bookkeeping.queueCapacity > 0)
  }

  @Test func theStoreListensExactlyWhileAnObserverIsThere() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let token = store.observe(\.count) { _ in }
    #expect(store.bookkeeping.hasListeners)
    token.cancel()
    #expect(!store.bookkeeping.hasListeners)
  }

  @Test func observersOfStoredValuesAreComparedByteWiseUntilAComputedOneJoins() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let count = store.observe(\.count) { _ in }
    let log = store.observe(\.log) { _ in }
    #expect(store.bookkeeping.observersCompareBytesFirst)
    let hasEntries = store.observe(\.hasEntries) { _ in }
    #expect(!store.bookkeeping.observersCompareBytesFirst)
    hasEntries.cancel()
    #expect(store.bookkeeping.observersCompareBytesFirst)
    count.cancel()
    log.cancel()
  }

  @Test func anObserverRemovedDuringTheCallsLeavesNoPlaceholderBehind() {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var first: ObservationToken?
    first = store.observe(\.count) { count in
      if count == 1 { first?.cancel() }
    }
    let second = store.observe(\.count) { _ in }
    store.send(.increment)
    #expect(store.observerCount == 1)
    #expect(!store.bookkeeping.observersHoldPlaceholders)
    #expect(store.bookkeeping.observersCompareBytesFirst)
    second.cancel()
  }

  @Test func anEffectIsCountedAsNotYetRunningUntilItsTaskStarts() async throws {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    store.send(.echoAfterAsync("first"))
    #expect(store.hasUnstartedEffects)
    try await waitUntil("the first effect starts") { !store.hasUnstartedEffects }
    store.send(.echoAfterAsync("second"))
    #expect(store.hasUnstartedEffects)
    try await waitUntil("both effects send their actions") { store.state.log == ["first", "second"] }
    #expect(!store.hasUnstartedEffects)
  }
}
