import StoreRuntime

/// The smallest useful reducer: one integer goes up. Its cost called directly is the floor
/// `Store.send`'s own overhead is measured against.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    /// Never changed by an action: the value an observer watches in the "unchanged" case.
    var label = "counter"
  }

  enum Action: Sendable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count &+= 1
      return .none
    }
  }
}
