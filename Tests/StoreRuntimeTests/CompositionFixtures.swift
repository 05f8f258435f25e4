import StoreRuntime

/// A child with a timer that runs until cancelled, and an id-cancellable job, so that the tests
/// can see which effects composition keeps, namespaces and cancels.
struct Ticker: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    let id: Int
    var ticks = 0
  }
  enum Action: Equatable, Sendable { case start, tick, stop, stopFromEffect }
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: "timer")
    case .tick:
      state.ticks += 1
      return .none
    case .stop:
      return .cancel(id: "timer")
    case .stopFromEffect:
      return .run { _ in Task.cancel(id: "timer") }
    }
  }
}

struct Modal: Reducer {
  struct State: Equatable, Sendable { var ticker: Ticker.State?; var dismissals = 0 }
  enum Action: Equatable, Sendable, CasePathable {
    case ticker(Ticker.Action)
    case present
    case dismiss
    case replace

    struct AllCasePaths: Sendable {
      let ticker = CasePath(Action.ticker) { if case .ticker(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  static let ifLetLine: UInt = #line + 17

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .present:
        state.ticker = Ticker.State(id: 1)
      case .dismiss:
        state.ticker = nil
        state.dismissals += 1
      case .replace:
        state.ticker = Ticker.State(id: (state.ticker?.id ?? 0) + 1)
      case .ticker:
        break
      }
      return .none
    }
    .ifLet(\.ticker, action: \.ticker) { Ticker() }
  }
}

struct Tabs: Reducer {
  struct State: Equatable, Sendable { var tabs: IdentifiedArrayOf<Ticker.State> = [] }
  enum Action: Equatable, Sendable, CasePathable {
    case tabs(IdentifiedAction<Int, Ticker.Action>)
    case open(Int)
    case close(Int)

    struct AllCasePaths: Sendable {
      let tabs = CasePath(Action.tabs) { if case .tabs(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  static let forEachLine: UInt = #line + 14

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .open(let id):
        state.tabs.append(Ticker.State(id: id))
      case .close(let id):
        state.tabs.remove(id: id)
      case .tabs:
        break
      }
      return .none
    }
    .forEach(\.tabs, action: \.tabs) { Ticker() }
  }
}

struct Counters: Reducer {
  struct State: Equatable, Sendable { var left = Ticker.State(id: 0); var total = 0 }
  enum Action: Equatable, Sendable, CasePathable {
    case left(Ticker.Action)
    case add

    struct AllCasePaths: Sendable {
      let left = CasePath(Action.left) { if case .left(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  let countsChildTicks: Bool

  var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.left, action: \.left) { Ticker() }
      Reduce { state, action in
        if case .add = action { state.total += 1 }
        return .none
      }
    }
    if countsChildTicks {
      Reduce { state, action in
        if case .left(.tick) = action { state.total += 10 }
        return .none
      }
    } else {
      EmptyReducer()
    }
  }
}

/// A flow whose state is an enum: a ticker while it runs, the count when it is done.
struct Flow: Reducer {
  enum State: Equatable, Sendable, CasePathable {
    case running(Ticker.State)
    case done(Int)

    struct AllCasePaths: Sendable {
      let running = CasePath(State.running) { if case .running(let ticker) = $0 { ticker } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  enum Action: Equatable, Sendable, CasePathable {
    case running(Ticker.Action)
    case finish
    /// A fresh ticker with another identity in the same case.
    case restart(id: Int)

    struct AllCasePaths: Sendable {
      let running = CasePath(Action.running) { if case .running(let action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  static let ifCaseLetLine: UInt = #line + 12

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .finish = action, case .running(let ticker) = state {
        state = .done(ticker.ticks)
      }
      if case .restart(let id) = action {
        state = .running(Ticker.State(id: id))
      }
      return .none
    }
    .ifCaseLet(\.running, action: \.running) { Ticker() }
  }
}
