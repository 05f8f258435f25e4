import Foundation
import StoreRuntime
import TestSupport

/// A small feature that exercises everything a log must reproduce: plain changes, a reducer
/// that reads the date, effects that feed actions back, and a secret worth redacting.
struct Toy: Reducer {
  struct State: Codable, Equatable, Sendable {
    var count = 0
    var history: [String] = []
    var lastTick: Date?
    var token: String?
    var pending = 0
  }

  enum Action: Codable, Equatable, Sendable {
    case increment
    case add(Int)
    case tick
    case login(token: String)
    case fetch
    case fetched(Int)
    case echo(String)
  }

  @Dependency(\.date) var date
  /// Set when a `.fetch` effect runs, so tests can prove replays never run effects.
  var effectRuns: LockIsolated<Int>? = nil

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .add(let amount):
      state.count += amount
      return .none
    case .tick:
      state.lastTick = date.now
      return .none
    case .login(let token):
      state.token = token
      state.history.append("login")
      return .none
    case .fetch:
      state.pending += 1
      return .run { [count = state.count, effectRuns] send in
        effectRuns?.withValue { $0 += 1 }
        await send(.fetched(count * 2))
      }
    case .fetched(let value):
      state.pending -= 1
      state.count = value
      return .none
    case .echo(let text):
      state.history.append(text)
      return .send(.add(text.count))
    }
  }
}

extension Toy.Action {
  /// An action drawn from `generator`, covering every case.
  static func random(using generator: inout SeededGenerator) -> Self {
    switch Int.random(in: 0..<7, using: &generator) {
    case 0: .increment
    case 1: .add(Int.random(in: -50...50, using: &generator))
    case 2: .tick
    case 3: .login(token: "token-\(Int.random(in: 0..<1_000, using: &generator))")
    case 4: .fetch
    case 5: .fetched(Int.random(in: 0...9, using: &generator))
    default: .echo(String(repeating: "e", count: Int.random(in: 0...5, using: &generator)))
    }
  }
}

/// A date dependency that moves forward by an irregular fraction of a second on every read,
/// so that recorded dates are not round numbers.
func steppingDate(from start: Date, using seed: UInt64) -> DateGenerator {
  let clock = LockIsolated((date: start, generator: SeededGenerator(seed: seed)))
  return DateGenerator {
    clock.withValue { clock in
      clock.date += Double.random(in: 0.000_001...2.5, using: &clock.generator)
      return clock.date
    }
  }
}

/// Collects what a store's action hook sees.
@MainActor
final class ReducedActions<State, Action: Sendable> {
  private(set) var states: [State] = []
  private(set) var dates: [Date] = []
  private var token: ObservationToken?

  init(_ store: Store<State, Action>) {
    token = store.onAction { [unowned self] reduced in
      states.append(reduced.state)
      dates.append(reduced.date)
    }
  }
}

/// The lines of the file at `url`, without the final empty one.
func lines(of url: URL) throws -> [String] {
  let text = try String(contentsOf: url, encoding: .utf8)
  return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
}
