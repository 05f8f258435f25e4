import StoreRuntime
import Testing

/// Scoping again with the same key paths returns the same store while it is alive, as in TCA:
/// a view that scopes in its body does not make a store per render.
@MainActor
@Suite struct ScopeCacheTests {
  @Test func scopingTwiceWithTheSameKeyPathsGivesTheSameStore() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    let first = parent.scope(state: \.left, action: \.left)
    let second = parent.scope(state: \.left, action: \.left)
    #expect(first === second)
  }

  @Test func anElementOfAnotherIDIsAnotherStore() throws {
    let parent = Store(initialState: Tabs.State(tabs: [Ticker.State(id: 1), Ticker.State(id: 2)]), reducer: Tabs())
    let first = try #require(parent.scope(state: \.tabs[id: 1], action: \.tabs[id: 1]))
    let second = try #require(parent.scope(state: \.tabs[id: 2], action: \.tabs[id: 2]))
    #expect(first !== second)
    #expect(parent.scope(state: \.tabs[id: 1], action: \.tabs[id: 1]) === first)
  }

  @Test func anOptionalChildPresentedAnewWithAnotherIDIsANewStore() throws {
    let parent = Store(initialState: Modal.State(), reducer: Modal())
    parent.send(.present)
    let first = try #require(parent.scope(state: \.ticker, action: \.ticker))
    #expect(parent.scope(state: \.ticker, action: \.ticker) === first)
    parent.send(.replace)
    let second = try #require(parent.scope(state: \.ticker, action: \.ticker))
    #expect(second !== first)
    #expect(second.state == Ticker.State(id: 2))
  }

  @Test func aScopedStoreNoOneKeepsIsReleased() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    weak var child: Store<Ticker.State, Ticker.Action>?
    do {
      let scoped = parent.scope(state: \.left, action: \.left)
      child = scoped
      #expect(child != nil)
    }
    #expect(child == nil)
  }

  /// The cache holds a key per live store, not one per store it ever made: a long-lived parent
  /// whose view presents one child after another keeps nothing of those that are gone.
  @Test func aCachedKeyIsForgottenOnceItsStoreIsGone() throws {
    let parent = Store(initialState: ObjectSheet.State(), reducer: ObjectSheet())
    var id: ObjectID? = ObjectID()
    weak var firstID: ObjectID?
    firstID = id
    parent.send(.present(id!))
    id = nil
    #expect(try #require(parent.scope(state: \.child, action: \.child)).state.id === firstID)
    parent.send(.present(ObjectID()))
    _ = try #require(parent.scope(state: \.child, action: \.child))
    #expect(firstID == nil)
  }

  @Test func aScopeFromACasePathValueIsANewStoreEveryTime() {
    let parent = Store(initialState: Counters.State(), reducer: Counters(countsChildTicks: false))
    let path = Counters.Action.allCasePaths.left
    #expect(parent.scope(state: \.left, action: path) !== parent.scope(state: \.left, action: path))
  }
}

/// A sheet whose child is identified by an object, so that a test sees whether anything still
/// holds a child's id.
private struct ObjectSheet: Reducer {
  struct Child: Equatable, Sendable, Identifiable { let id: ObjectID }
  struct State: Equatable, Sendable { var child: Child? }
  enum Action: Equatable, Sendable, CasePathable {
    case child(Int)
    case present(ObjectID)

    struct AllCasePaths: Sendable {
      let child = CasePath(Action.child) { if case .child(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .present(let id) = action { state.child = Child(id: id) }
    return .none
  }
}
