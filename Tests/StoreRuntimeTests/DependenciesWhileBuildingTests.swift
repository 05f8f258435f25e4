import Foundation
import StoreRuntime
import StoreTesting
import Testing

/// A store's dependencies are in force while its initial state and its reducer are built, and a
/// test store's while its assertion closures run, as in TCA.
@MainActor
@Suite struct DependenciesWhileBuildingTests {
  static let fixed = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
  static let start = Date(timeIntervalSince1970: 1_000)

  /// A state that takes an id when it is made, and a reducer that reads the date when it is made.
  struct Stamped: Reducer {
    struct State: Equatable, Sendable {
      var id: UUID
      var startedAt: Date?
      init() { id = DependencyValues.current.uuid() }
    }
    enum Action: Equatable, Sendable { case begin, restamp }
    let madeAt: Date

    init() { madeAt = DependencyValues.current.date.now }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .begin: state.startedAt = madeAt
      case .restamp: state.id = DependencyValues.current.uuid()
      }
      return .none
    }
  }

  @Test func aStoresInitialStateIsMadeWithItsDependencies() {
    let store = Store(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.uuid = .constant(Self.fixed)
      $0.date = .constant(Self.start)
    }
    #expect(store.state.id == Self.fixed)
  }

  @Test func aStoresReducerIsMadeWithItsDependencies() {
    let store = Store(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.uuid = .constant(Self.fixed)
      $0.date = .constant(Self.start)
    }
    store.send(.begin)
    #expect(store.state.startedAt == Self.start)
  }

  @Test func aTestStoresInitialStateAndReducerAreMadeWithItsDependencies() async {
    let store = TestStore(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.uuid = .constant(Self.fixed)
      $0.date = .constant(Self.start)
    }
    #expect(store.state.id == Self.fixed)
    await store.send(.begin) { $0.startedAt = Self.start }
    await store.finish()
  }

  @Test func aTestStoresAssertionClosureSeesItsDependencies() async {
    let store = TestStore(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.uuid = .constant(Self.fixed)
      $0.date = .constant(Self.start)
    }
    store.dependencies.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!)
    await store.send(.restamp) { $0.id = DependencyValues.current.uuid() }
    await store.finish()
  }
}
