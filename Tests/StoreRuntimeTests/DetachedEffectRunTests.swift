import Foundation
import StoreRuntime
import TestSupport
import Testing

/// `Effect.runDetached` runs an effect without a store (for replays): its actions go to the
/// caller, never to a reducer, and nothing it does can hang the caller.
@MainActor
struct DetachedEffectRunTests {
  enum Action: Equatable, Sendable { case a, b, c(Int?), late }

  /// The actions a run handed back, in order.
  final class Received {
    var actions: [Action] = []
  }

  /// The default timeout is one no effect that ends reaches, even on a main actor shared with the
  /// whole suite under ThreadSanitizer (where 5 s were once not enough).
  private func run(_ effect: Effect<Action>, timeout: Duration = .seconds(300)) async -> (DetachedEffectOutcome, [Action]) {
    let received = Received()
    let outcome = await effect.runDetached(actionSequence: 42, timeout: timeout) { received.actions.append($0) }
    return (outcome, received.actions)
  }

  @Test func sentActionsComeBackInOrder() async {
    let effect = Effect<Action>.concatenate(.send(.a), .run { send in await send(.b) }, .send(.c(nil)))
    let (outcome, actions) = await run(effect)
    #expect(outcome == .finished)
    #expect(actions == [.a, .b, .c(nil)])
  }

  @Test func aBodySeesTheActionThatStartedItAndItsOwnDependencies() async {
    let effect = withDependencies { $0.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-000000000007")!) } operation: {
      Effect<Action>.run { send in
        @Dependency(\.uuid) var uuid
        await send(.c(EffectContext.actionSequence))
        await send(uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000007")! ? .a : .b)
      }
    }
    let (_, actions) = await run(effect)
    #expect(actions == [.c(42), .a])
  }

  @Test func cancellingAnIDStopsTheWorkMarkedWithIt() async {
    let effect = Effect<Action>.merge(
      Effect.run { send in
        try await Task.sleep(for: .seconds(30))
        await send(.late)
      }.cancellable(id: "slow"),
      .cancel(id: "slow"),
      .send(.a))
    let (outcome, actions) = await run(effect)
    #expect(outcome == .finished)
    #expect(actions == [.a])
  }

  @Test func aCancelInFlightEffectCancelsTheOneRunningUnderItsID() async {
    let sleeper = Effect<Action>.run { send in
      try await Task.sleep(for: .seconds(30))
      await send(.late)
    }
    let effect = Effect<Action>.merge(
      sleeper.cancellable(id: "search"),
      Effect.send(.a).cancellable(id: "search", cancelInFlight: true))
    let (outcome, actions) = await run(effect)
    #expect(outcome == .finished)
    #expect(actions == [.a])
  }

  @Test func aCancellableEffectWithoutCancelInFlightLeavesTheRunningOneAlone() async {
    let effect = Effect<Action>.merge(
      Effect.run { send in
        try await Task.sleep(for: .milliseconds(20))
        await send(.b)
      }.cancellable(id: "search"),
      Effect.send(.a).cancellable(id: "search"))
    let (outcome, actions) = await run(effect)
    #expect(outcome == .finished)
    #expect(actions == [.a, .b])
  }

  /// An effect that sleeps for 30 s, then sends `.late`; `wasCancelled` turns true if it is
  /// cancelled first.
  private func sleeper(_ wasCancelled: LockIsolated<Bool>) -> Effect<Action> {
    .run { send in
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        wasCancelled.setValue(true)
        throw error
      }
      await send(.late)
    }
  }

  @Test func anEffectStillRunningAtTheDeadlineIsCancelledAndReported() async throws {
    let wasCancelled = LockIsolated(false)
    let (outcome, actions) = await run(sleeper(wasCancelled), timeout: .milliseconds(50))
    #expect(outcome == .timedOut)
    #expect(actions.isEmpty)
    try await waitUntil("the sleeper to be cancelled") { wasCancelled.value }
  }

  @Test func aMergedEffectStillRunningAtTheDeadlineIsCancelledToo() async throws {
    let wasCancelled = LockIsolated(false)
    let (outcome, actions) = await run(.merge(sleeper(wasCancelled), .send(.a)), timeout: .milliseconds(50))
    #expect(outcome == .timedOut)
    #expect(actions == [.a])
    try await waitUntil("the merged sleeper to be cancelled") { wasCancelled.value }
  }

  @Test func anErrorGoesToTheCatchHandler() async {
    struct Failure: Error {}
    let effect = Effect<Action>.run { _ in throw Failure() } catch: { _, send in await send(.b) }
    let (_, actions) = await run(effect)
    #expect(actions == [.b])
  }

  @Test func noEffectFinishesAtOnce() async {
    let (outcome, actions) = await run(.none)
    #expect(outcome == .finished)
    #expect(actions.isEmpty)
  }
}
