import StoreRuntime

/// The smallest reducer with effects: a round trip that feeds one action back, and a
/// cancellable long-running effect for churn.
struct PingPong: Reducer {
  struct State {
    var pongs = 0
  }

  enum Action: Sendable {
    /// Starts an effect that sends `pong` back at once.
    case ping
    case pong
    /// Starts a long sleep, cancelling the one already running.
    case startSleep
    /// Cancels the running sleep.
    case stopSleep
  }

  private struct SleepID: Hashable, Sendable {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      return .run { send in await send(.pong) }
    case .pong:
      state.pongs += 1
      return .none
    case .startSleep:
      return .run { _ in try await Task.sleep(for: .seconds(3_600)) }
        .cancellable(id: SleepID(), cancelInFlight: true)
    case .stopSleep:
      return .cancel(id: SleepID())
    }
  }
}
