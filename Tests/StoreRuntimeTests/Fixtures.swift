import StoreRuntime

/// A small feature that exercises every kind of effect.
struct Recorder: Reducer {
  struct State: Equatable, Sendable {
    var log: [String] = []
    var count = 0
    var hasEntries: Bool { !log.isEmpty }
  }

  enum Action: Equatable, Sendable {
    case tap(String)
    case chain(String, then: String)
    case startTimer(id: String, after: Duration, reply: String)
    case cancel(id: String)
    case merged
    case concatenated
    case increment
    case echoAfterAsync(String)
    case readDate
    case failing
  }

  @Dependency(\.clock) var clock
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap(let value):
      state.log.append(value)
      return .none
    case .chain(let first, let then):
      state.log.append(first)
      return .send(.tap(then))
    case .startTimer(let id, let after, let reply):
      return .run { [clock] send in
        try await clock.sleep(for: after)
        await send(.tap(reply))
      }
      .cancellable(id: id, cancelInFlight: true)
    case .cancel(let id):
      return .cancel(id: id)
    case .merged:
      return .merge(.send(.tap("a")), .send(.tap("b")))
    case .concatenated:
      return .concatenate(
        .run { [clock] send in
          try await clock.sleep(for: .seconds(2))
          await send(.tap("slow"))
        },
        .run { send in await send(.tap("fast")) }
      )
    case .increment:
      state.count += 1
      return .none
    case .echoAfterAsync(let value):
      return .run { send in
        await Task.yield()
        await send(.tap(value))
      }
    case .readDate:
      state.log.append("\(date.now.timeIntervalSince1970)")
      return .none
    case .failing:
      return .run { _ in throw SampleError() }
    }
  }
}

struct SampleError: Error, CustomStringConvertible {
  var description: String { "SampleError" }
}

/// A cancellation id (or any value) whose release a test can see through a weak reference.
final class ObjectID: Hashable, Sendable {
  static func == (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
