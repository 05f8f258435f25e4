import StoreRuntime
import StoreTesting
import Testing

/// Effects survive composition: a body keeps every reducer's effect, and a scoped child's
/// concatenation reaches the parent whole and in order.
@MainActor
struct EffectCompositionTests {
  struct Log: Reducer {
    struct State: Equatable, Sendable {
      var seen: [String] = []
    }
    struct Failure: Error {}
    enum Action: Equatable, Sendable {
      case start, startTogether, startAmongNones, startFailing, first, second
      case startThenWith, startWith, startNoneWith, startWithNone
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .start:
          return .concatenate(.send(.first), .send(.second))
        case .startTogether:
          return .merge(.send(.first), .send(.second))
        case .startAmongNones:
          return .concatenate(.none, .send(.first), .none)
        case .startThenWith:
          return Effect.send(.first).concatenate(with: .send(.second))
        case .startWith:
          return Effect.send(.first).merge(with: .send(.second))
        case .startNoneWith:
          return Effect.none.concatenate(with: .send(.first)).merge(with: .none)
        case .startWithNone:
          return Effect.send(.first).concatenate(with: .none).merge(with: .none)
        case .startFailing:
          return .run { _ in
            throw Failure()
          } catch: { _, send in
            await send(.first)
          }
        case .first, .second:
          state.seen.append("\(action)")
          return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable, Sendable {
      var log = Log.State()
    }
    enum Action: Equatable, Sendable, CasePathable {
      case log(Log.Action)

      struct AllCasePaths: Sendable {
        let log = CasePath(Action.log) { if case .log(let a) = $0 { a } else { nil } }
      }
      static let allCasePaths = AllCasePaths()
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.log, action: \.log) { Log() }
    }
  }

  @Test func theSecondReducersEffectRunsWhenTheFirstHasNone() async {
    let store = TestStore(initialState: Log.State()) {
      CombineReducers {
        Reduce<Log.State, Log.Action> { _, _ in .none }
        Log()
      }
    }
    await store.send(.start)
    await store.receive(.first) { $0.seen = ["first"] }
    await store.receive(.second) { $0.seen = ["first", "second"] }
    await store.finish()
  }

  @Test func theEffectsOfTwoReducersRunInOrderAndOneBeforeANoneStaysToo() async {
    let store = TestStore(initialState: Log.State()) {
      CombineReducers {
        Reduce<Log.State, Log.Action> { _, action in action == .start ? .send(.first) : .none }
        Reduce<Log.State, Log.Action> { _, action in action == .start ? .send(.second) : .none }
        Reduce<Log.State, Log.Action> { state, action in
          if action == .first || action == .second { state.seen.append("\(action)") }
          return .none
        }
      }
    }
    await store.send(.start)
    await store.receive(.first) { $0.seen = ["first"] }
    await store.receive(.second) { $0.seen = ["first", "second"] }
    await store.finish()
  }

  @Test func theOneEffectAmongNonesInAConcatenationRuns() async {
    let store = TestStore(initialState: Log.State()) { Log() }
    await store.send(.startAmongNones)
    await store.receive(.first) { $0.seen = ["first"] }
    await store.finish()
  }

  @Test func concatenatingWithAnEffectRunsThisOneThenThatOne() async {
    let store = TestStore(initialState: Log.State()) { Log() }
    await store.send(.startThenWith)
    await store.receive(.first) { $0.seen = ["first"] }
    await store.receive(.second) { $0.seen = ["first", "second"] }
    await store.finish()
  }

  @Test func mergingWithAnEffectRunsBoth() async {
    let store = TestStore(initialState: Log.State()) { Log() }
    await store.send(.startWith)
    await store.receive(.first) { $0.seen = ["first"] }
    await store.receive(.second) { $0.seen = ["first", "second"] }
    await store.finish()
  }

  @Test(arguments: [Log.Action.startNoneWith, .startWithNone])
  func combiningWithANoneKeepsTheOtherEffectOnce(_ action: Log.Action) async {
    let store = TestStore(initialState: Log.State()) { Log() }
    await store.send(action)
    await store.receive(.first) { $0.seen = ["first"] }
    await store.finish()
  }

  @Test func combiningTwoNonesDoesNothing() {
    #expect(Effect<Int>.none.merge(with: .none).isNone)
    #expect(Effect<Int>.none.concatenate(with: .none).isNone)
  }

  @Test func aScopedChildsMergeReachesTheParent() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.log(.startTogether))
    await store.receive(.log(.first)) { $0.log.seen = ["first"] }
    await store.receive(.log(.second)) { $0.log.seen = ["first", "second"] }
    await store.finish()
  }

  @Test func aScopedChildsCatchHandlerSendsToTheParent() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.log(.startFailing))
    await store.receive(.log(.first)) { $0.log.seen = ["first"] }
    await store.finish()
  }

  @Test func aScopedChildsConcatenationReachesTheParentInOrder() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.log(.start))
    await store.receive(.log(.first)) { $0.log.seen = ["first"] }
    await store.receive(.log(.second)) { $0.log.seen = ["first", "second"] }
    await store.finish()
  }
}
