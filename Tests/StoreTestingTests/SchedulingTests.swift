import Dispatch
import StoreRuntime
import StoreTesting
import Testing

/// TCA's `testScheduling`: an effect whose task group starts three children that sleep on the
/// clock, two of them until the same instant. Which child reaches the clock first decides the
/// order of the actions, and so the state.
struct SquareLater: Reducer {
  typealias State = Int
  enum Action: Equatable, Sendable {
    case incrementAndSquareLater
    case incrementNow
    case squareNow
  }

  @Dependency(\.clock) var clock

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .incrementAndSquareLater:
      return .run { [clock] send in
        await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            try await clock.sleep(for: .seconds(2))
            await send(.incrementNow)
          }
          group.addTask {
            try await clock.sleep(for: .seconds(1))
            await send(.squareNow)
          }
          group.addTask {
            try await clock.sleep(for: .seconds(2))
            await send(.squareNow)
          }
        }
      }
    case .incrementNow:
      state += 1
      return .none
    case .squareNow:
      state *= state
      return .none
    }
  }
}

@MainActor
struct SchedulingTests {
  @Test(arguments: 1...200)
  func childrenOfATaskGroupReachTheClockInTheOrderTheyWereAdded(run: Int) async {
    let clock = TestClock()
    let store = TestStore(initialState: 2) {
      SquareLater()
    } withDependencies: {
      $0.clock = clock
    }

    await store.send(.incrementAndSquareLater)
    await clock.advance(by: .seconds(1))
    await store.receive(.squareNow) { $0 = 4 }
    await clock.advance(by: .seconds(1))
    await store.receive(.incrementNow) { $0 = 5 }
    await store.receive(.squareNow) { $0 = 25 }

    await store.send(.incrementAndSquareLater)
    await clock.advance(by: .seconds(2))
    await store.receive(.squareNow) { $0 = 625 }
    await store.receive(.incrementNow) { $0 = 626 }
    await store.receive(.squareNow) { $0 = 391_876 }
    await store.finish()
  }
}

/// The same race with `async let`, and with the work in a nonisolated function the effect calls.
struct TwoAtOnce: Reducer {
  struct State: Equatable, Sendable { var arrivals: [Int] = [] }
  enum Action: Equatable, Sendable {
    case startWithAsyncLet
    case startInParallel
    case arrived(Int)
    case waited(signalled: Bool)
  }

  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startWithAsyncLet:
      return .run { [clock] send in
        async let first: Void = Self.arrive(1, after: .seconds(1), on: clock, send)
        async let second: Void = Self.arrive(2, after: .seconds(1), on: clock, send)
        _ = try await (first, second)
      }
    case .startInParallel:
      // One child blocks its thread until the other signals: only children that run side by
      // side get there. The wait is long because on two cores the other thread of the pool may be
      // busy with another test for a while (in a full run a shorter wait ran out).
      return .run { send in
        let signal = DispatchSemaphore(value: 0)
        await withTaskGroup(of: Void.self) { group in
          group.addTask { await send(.waited(signalled: signal.wait(timeout: .now() + 60) == .success)) }
          group.addTask { signal.signal() }
        }
      }
    case .arrived(let number):
      state.arrivals.append(number)
      return .none
    case .waited:
      return .none
    }
  }

  nonisolated static func arrive(
    _ number: Int, after delay: Duration, on clock: any Clock<Duration>, _ send: Send<Action>
  ) async throws {
    try await clock.sleep(for: delay)
    await send(.arrived(number))
  }
}

@MainActor
struct SchedulingSwitchTests {
  @Test(arguments: 1...50)
  func asyncLetChildrenReachTheClockInTheOrderTheyWereDeclared(run: Int) async {
    let clock = TestClock()
    let store = TestStore(initialState: TwoAtOnce.State()) {
      TwoAtOnce()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.startWithAsyncLet)
    await clock.advance(by: .seconds(1))
    await store.receive(.arrived(1)) { $0.arrivals = [1] }
    await store.receive(.arrived(2)) { $0.arrivals = [1, 2] }
    await store.finish()
  }

  @Test func effectsRunInOneOrderByDefault() {
    let store = TestStore(initialState: TwoAtOnce.State()) { TwoAtOnce() }
    #expect(store.useMainSerialExecutor)
  }

  @Test func replacingTheDependenciesKeepsTheOrder() {
    let store = TestStore(initialState: TwoAtOnce.State()) { TwoAtOnce() }
    store.dependencies = DependencyValues()
    #expect(store.useMainSerialExecutor)
  }

  @Test func turnedOffEffectsRunSideBySide() async {
    let store = TestStore(initialState: TwoAtOnce.State()) { TwoAtOnce() }
    store.useMainSerialExecutor = false
    #expect(!store.useMainSerialExecutor)
    await store.send(.startInParallel)
    await store.receive(.waited(signalled: true), timeout: .seconds(70))
    await store.finish()
  }
}
