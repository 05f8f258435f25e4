import StoreRuntime
import StoreTesting
import Testing

/// `skipReceivedActions` and `skipInFlightEffects` report a skip that skipped nothing, as TCA's
/// strict skips do, unless told `strict: false`.
@MainActor
@Suite struct StrictSkipTests {
  private func makeStore() -> TestStore<Counter.State, Counter.Action> {
    TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.clock = TestClock()
    }
  }

  @Test func skippingReceivedActionsWhenNoneWaitIsReported() async {
    let store = makeStore()
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "There were no received actions to skip. Pass `strict: false` when there may be none."
    }
  }

  @Test func skippingReceivedActionsWhenNoneWaitIsSilentWhenNotStrict() async {
    let store = makeStore()
    await store.skipReceivedActions(strict: false)
    await store.finish()
  }

  @Test func skippingInFlightEffectsWhenNoneRunIsReported() async {
    let store = makeStore()
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "There were no in-flight effects to skip. Pass `strict: false` when there may be none."
    }
  }

  @Test func skippingInFlightEffectsWhenNoneRunIsSilentWhenNotStrict() async {
    let store = makeStore()
    await store.skipInFlightEffects(strict: false)
    await store.finish()
  }

  @Test func aStrictSkipOfWhatIsThereIsSilent() async {
    let store = makeStore()
    await store.send(.fetch)
    await store.skipReceivedActions()
    await store.send(.sleepForever)
    await store.skipInFlightEffects()
    await store.finish()
  }
}
