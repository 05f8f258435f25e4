import StoreRuntime
import Testing

/// A `send` let out of its effect and called after the effect ended is reported at the `.run`
/// line, naming the action the effect was returned for, as TCA reports an escaped send; the
/// action is still processed, so nothing is lost.
@MainActor
@Suite struct EscapedSendTests {
  /// Keeps the `send` of its effect when told to, so a test can call it once the effect ended.
  struct Leaky: Reducer {
    static let runLine: UInt = #line + 10
    struct State: Equatable, Sendable { var log: [String] = [] }
    enum Action: Equatable, Sendable { case start, inside, late }

    let escaped: LockIsolated<Send<Action>?>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        let escaped = escaped
        return .run { send in
          escaped.setValue(send)
          await send(.inside)
        }
      case .inside, .late:
        state.log.append("\(action)")
        return .none
      }
    }
  }

  @Test func aSendCalledAfterItsEffectEndedIsReportedAtTheRunLine() async throws {
    let escaped = LockIsolated<Send<Leaky.Action>?>(nil)
    let store = Store(initialState: Leaky.State(), reducer: Leaky(escaped: escaped))
    let (_, inside) = await IssueReporting.collect { await store.send(.start).finish() }
    #expect(inside.isEmpty)
    let send = try #require(escaped.value)
    let (_, issues) = await IssueReporting.collect { await send(.late) }
    #expect(issues.count == 1)
    #expect(issues.first?.line == Leaky.runLine)
    #expect(
      issues.first?.message.hasPrefix("An action was sent from a completed effect: .late. Effect returned from: .start.")
        == true)
    #expect(store.state.log == ["inside", "late"])
  }
}
