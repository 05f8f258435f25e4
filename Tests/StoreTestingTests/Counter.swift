import StoreRuntime

struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var text = ""
  }

  enum Action: Equatable, Sendable {
    case increment
    case noop
    case delayedIncrement
    case responded(Int)
    case fetch
    case fetchAfterIncrement
    case sleepForever
    case stop
    case readDate
    case readUnoverridden
  }

  enum CancelID { case forever }

  @Dependency(\.clock) var clock
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .noop:
      return .none
    case .delayedIncrement:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.increment)
      }
    case .responded(let value):
      state.count = value
      return .none
    case .fetch:
      return .send(.responded(42))
    case .fetchAfterIncrement:
      return .merge(.send(.increment), .send(.responded(42)))
    case .sleepForever:
      return .run { [clock] _ in try await clock.sleep(for: .seconds(1_000)) }
        .cancellable(id: CancelID.forever)
    case .stop:
      return .cancel(id: CancelID.forever)
    case .readDate:
      state.text = "\(date.now.timeIntervalSince1970)"
      return .none
    case .readUnoverridden:
      state.text = "\(DependencyValues.current[UnoverriddenKey.self])"
      return .none
    }
  }
}

enum UnoverriddenKey: DependencyKey {
  static let liveValue = "live"
}
